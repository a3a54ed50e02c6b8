import 'react'

// Element Timing (https://w3c.github.io/element-timing/): Chromium reports when an element marked
// with `elementtiming` is painted. React passes the lowercase attribute through; its types lack it.
declare module 'react' {
  interface ImgHTMLAttributes<T> {
    elementtiming?: string
  }
}
