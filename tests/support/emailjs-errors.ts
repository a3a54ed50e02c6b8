/**
 * Answers EmailJS's API gives when it refuses a message: the status codes and texts it really
 * sends (a missing public key, a blocked origin, a mail account without permission, no
 * recipient, too many requests, a headless browser). The unit tests answer the real client's
 * fetch with them, the browser tests the real page's request.
 */
export const EMAILJS_ERROR_ANSWERS = [
  [400, 'The user_id parameter is required'],
  [403, 'Forbidden'],
  [412, 'Gmail_API: Request had insufficient authentication scopes.'],
  [422, 'The recipients address is empty'],
  [429, 'Too Many Requests'],
  [451, 'Unavailable For Headless Browser'],
] as const
