// Where the ids of notices go once the commit that queued (or the job that re-queued) them is done
// (decision 031). In AWS nothing happens here: the write itself reaches the documents Lambda through
// the table's stream. Where there is no stream (the local runtime, tests), the documents entry
// registers an in-process delivery that runs after the request has been answered.
/** What a write does with the ids of the notices it committed: the endpoints hand `noticesQueued`; the seed collects them. */
export type NoticeSink = (ids: readonly string[]) => void;
type Dispatch = NoticeSink;

let inProcess: Dispatch | null = null;

/** Set by the documents entry (the only code that can render the mails); null unregisters. */
export function deliverQueuedNoticesWith(dispatch: Dispatch | null): void {
  inProcess = dispatch;
}

/** Called after a commit with the notices it queued; never waits for the delivery. */
export const noticesQueued: NoticeSink = (ids) => {
  if (ids.length > 0) inProcess?.(ids);
};
