-- wrk's report as one line of JSON (scripts/bench.mjs reads it): requests, seconds, latency
-- percentiles in milliseconds, and the errors (socket errors, timeouts and non-2xx/3xx answers).
done = function(summary, latency, requests)
  local errors = summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout + summary.errors.status
  io.write(string.format('{"requests":%d,"seconds":%.3f,"p50":%.3f,"p99":%.3f,"errors":%d}\n',
    summary.requests, summary.duration / 1e6, latency:percentile(50) / 1000, latency:percentile(99) / 1000, errors))
end
