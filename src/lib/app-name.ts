/** The product's name as the client shows it (page titles, headers, the brand mark). */
export const APP_NAME = 'WalletInvest';
