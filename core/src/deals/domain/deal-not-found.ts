/** What a customer reads for a deal that does not exist or is not on sale: the server's 404 and the storefront's page alike. */
export const DEAL_NOT_FOUND_MESSAGE = "The deal you're looking for doesn't exist or has been removed.";
