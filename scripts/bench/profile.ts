/**
 * A mid-range phone on a slow connection: Lighthouse's slow 4G (150 ms round trip, 1.6 Mbps down,
 * 750 kbps up) and a CPU 4x slower, applied through Chromium's own throttling (DevTools protocol).
 * The bench's phone profile and the browser tests' throttleLikeAPhone both use these.
 */
export const PHONE_NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
}

export const PHONE_CPU_SLOWDOWN = 4

/** A 375 px wide phone screen, at twice the pixels (the images it picks are a phone's). */
export const PHONE_SCREEN = { width: 375, height: 740, deviceScaleFactor: 2 }

export const PHONE_PROFILE_LABEL = 'slow 4G: 150 ms RTT, 1.6 Mbps; 4x CPU; 375 px'
