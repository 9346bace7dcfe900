/** The campaign the `/ostrovok` page presents (its route reads it first, the page shows it). */
export const OSTROVOK_CAMPAIGN = 'ostrovok';
