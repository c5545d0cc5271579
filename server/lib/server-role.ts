/** The lock-file role of a server process (CLI commands write their own name). */
export const SERVER_ROLE = 'server';
