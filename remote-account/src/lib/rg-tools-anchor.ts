/**
 * The id of the section with a logged-in player's responsible-gambling tools, shown above the
 * /responsible-gambling document: the document's "where to find the tools" links to it.
 */
export const RESPONSIBLE_GAMBLING_TOOLS_ID = 'your-tools';
