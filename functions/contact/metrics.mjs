// The endpoint's outcomes as CloudWatch metrics: each record the handler logs becomes one JSON log
// line in CloudWatch's embedded metric format, which CloudWatch turns into a count in the
// namespace the template gives (METRICS_NAMESPACE), by function. The template's alarms watch
// StoreFailures and NotificationFailures. Records carry ids and reasons, never what a visitor typed.

/** The metric each outcome counts in (server/leads/handler.mjs logs these events). */
export const METRIC_OF = Object.freeze({
  stored: 'LeadsStored',
  repeat: 'RepeatedSubmissions',
  dropped: 'SpamDropped',
  rejected: 'Rejected',
  store_failed: 'StoreFailures',
  notified: 'Notifications',
  notify_failed: 'NotificationFailures',
  notify_record_failed: 'NotificationRecordFailures',
});

/**
 * A log function for createContactHandler that writes embedded-metric-format lines.
 * @param {{ namespace: string; functionName: string; write?: (line: string) => void; now?: () => number }} options
 */
export function metricsLog({ namespace, functionName, write = (line) => console.log(line), now = Date.now }) {
  /** @param {{ event: string } & Record<string, unknown>} record */
  return (record) => {
    const metric = Object.hasOwn(METRIC_OF, record.event) ? METRIC_OF[/** @type {keyof typeof METRIC_OF} */ (record.event)] : undefined;
    if (!metric) throw new Error(`no metric for the event ${JSON.stringify(record.event)}: add it to METRIC_OF`);
    write(
      JSON.stringify({
        _aws: { Timestamp: now(), CloudWatchMetrics: [{ Namespace: namespace, Dimensions: [['FunctionName']], Metrics: [{ Name: metric, Unit: 'Count' }] }] },
        FunctionName: functionName,
        [metric]: 1,
        ...record,
      }),
    );
  };
}
