/**
 * How soon a person hears back, said once for every page and message that promises it (decision 389):
 * enquiries, pilot applications and support messages are all answered within 24 hours, the landing
 * page's promise. (Requests under the data protection and accessibility statements keep their own,
 * legal, time limits.)
 */
export const REPLY_HOURS = 24;

export const REPLY_WITHIN = `within ${REPLY_HOURS} hours`;
