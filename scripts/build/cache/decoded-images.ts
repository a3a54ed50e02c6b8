import { fileURLToPath } from 'node:url'
import sharp from 'sharp'
import { buildCodeVersion } from './build-code.ts'
import { buildCacheDir } from './cache-dir.ts'
import { sha256 } from './cache-key.ts'
import { passedKeys } from './passed-keys.ts'

/**
 * The images of public/ that decoded whole in the last build's check
 * (scripts/build/content/public-files.ts), by the hash of their bytes, the checker's code and the
 * versions of sharp and libvips: an image whose bytes decoded before decodes again, so it is not
 * decoded again. Decoding every image of public/ one after another held each build's start 0.4 s,
 * warm builds too. A changed byte, a changed checker or another sharp decodes it. Kept beside the
 * image variants, which are made of the same bytes (an image cache: a content-cold build keeps it).
 */
export function decodedImages(root: string, file = `${buildCacheDir(root, 'responsive-images')}/decoded.json`) {
  // The checker's code is this project's, wherever the site it checks is (the plugin's tests check
  // a copy of content/ and public/ alone).
  const version = buildCodeVersion(fileURLToPath(new URL('../../..', import.meta.url)))
  const decoders = JSON.stringify({ sharp: sharp.versions })
  const record = passedKeys(file)
  const now = new Set<string>()
  return {
    /** An image's key: its bytes, the checker's code and the decoders. */
    keyOf: (bytes: Uint8Array): string => sha256(version, decoders, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
    /** Whether the image with this key decoded whole in the last build. */
    decodedBefore: record.passed,
    /** Notes that the image with this key decoded whole in this build (or before, with the same key). */
    note: (key: string): void => void now.add(key),
    /** Remembers this build's images that decoded (and only them). */
    save: (): void => record.save(now),
  }
}

/** The images decoded before, and where this build's are noted: decodedImages. */
export type DecodedImages = ReturnType<typeof decodedImages>
