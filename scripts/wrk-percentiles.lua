-- wrk: prints p50, p95 and p99 latency and requests/s in one line (appended to a request script or used alone).
done = function(summary, latency, requests)
  io.write(string.format("p50 %.1f ms  p95 %.1f ms  p99 %.1f ms  req/s %.1f  errors %d  requests %d\n",
    latency:percentile(50)/1000, latency:percentile(95)/1000, latency:percentile(99)/1000,
    summary.requests / (summary.duration / 1e6), summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout, summary.requests))
end
