// The two names the phone check uses, in a module of their own: imported dynamically, a whole
// package would be one chunk; through this module the bundler keeps only what is named here.
// The max metadata: min and mobile accept Uruguayan numbers that cannot exist ("+598 1234 5678",
// a 7-digit mobile) and mobile rejects every landline (tests/unit/contact/phone.test.ts).
export { parsePhoneNumberWithError, ParseError } from 'libphonenumber-js/max'
