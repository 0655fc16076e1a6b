-- What wrk measured, as one JSON line the bench reads (scripts/bench/wrk.mjs): requests, the run's length, the
-- latency's median and 99th percentile (microseconds), and every kind of failure, an answer other than 2xx/3xx among
-- them (wrk's "status" errors).
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    'WRK_JSON {"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d}\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    e.connect, e.read, e.write, e.status, e.timeout))
end
