// The handler's records as CloudWatch metrics: a JSON line each in the embedded metric format, by function (the template's alarms watch the failures).

export const METRIC_OF = Object.freeze({
  stored: 'LeadsStored',
  repeat: 'RepeatedSubmissions',
  spam: 'SpamKept',
  limited: 'RateLimited',
  rejected: 'Rejected',
  store_failed: 'StoreFailures',
  notified: 'Notifications',
  notify_failed: 'NotificationFailures',
  notify_record_failed: 'NotificationRecordFailures',
});

/** A `log` for createContactHandler. @param {{ namespace: string, functionName: string, write?: (line: string) => void, now?: () => number }} options */
export function metricsLog({ namespace, functionName, write = (line) => console.log(line), now = Date.now }) {
  return (/** @type {{ event: string } & Record<string, unknown>} */ record) => {
    const metric = Object.hasOwn(METRIC_OF, record.event) ? METRIC_OF[/** @type {keyof typeof METRIC_OF} */ (record.event)] : undefined;
    if (!metric) throw new Error(`no metric for the event ${JSON.stringify(record.event)}: add it to METRIC_OF`);
    const _aws = {
      Timestamp: now(),
      CloudWatchMetrics: [{ Namespace: namespace, Dimensions: [['FunctionName']], Metrics: [{ Name: metric, Unit: 'Count' }] }],
    };
    write(JSON.stringify({ _aws, FunctionName: functionName, [metric]: 1, ...record }));
  };
}
