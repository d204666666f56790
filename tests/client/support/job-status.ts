/** What a status answer from the worker carries beside the job's state, empty: spread into a test's answer. */
export const NOTHING_MORE = { site: null, htmlTemplate: null, data: { htmlTemplate: null } };
