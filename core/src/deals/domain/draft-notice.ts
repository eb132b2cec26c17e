/**
 * The one wording of the rule an unverified business lives under (DESIGN.md section 3): what the
 * server says when it saves a draft and what every page of the portal says about drafts.
 */
export const DRAFT_NOTICE = 'Until our team has verified your business, its deals are saved as drafts; they publish automatically once it is verified.';
