/**
 * Support tokens start with this; a session token (a JWT) never does. Its own module so the
 * banner on every page can test the token without loading the network code (ky and zod) first.
 */
export const SUPPORT_TOKEN_PREFIX = 'sv_';
