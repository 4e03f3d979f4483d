#!/usr/bin/env python3
"""A small HTTP load generator for loopback benchmarks, standard library only.

Sends N GET requests (or POSTs of a JSON body, with --data) to one URL from C threads, each with its own keep-alive connection, and
reports latency percentiles and throughput. Used by scripts/bench-discovery.sh when `oha` is not
installed. The client shares the machine with the server, so on a 2-core box its own cost (a few
hundred microseconds of Python per request) is part of the figures.

    scripts/loadgen.py -n 1000 -c 4 http://127.0.0.1:18095/api/site/salons
    scripts/loadgen.py --json ...     # one JSON object instead of the text line
    scripts/loadgen.py --data '{"date": "2026-11-23"}' http://127.0.0.1:18095/api/site/...   # POST

Only loopback addresses are accepted: this is a benchmark tool, not a load tester for others.
"""

from __future__ import annotations

import argparse
import http.client
import ipaddress
import json
import socket
import sys
import threading
import time
import urllib.parse


def percentile(sorted_values: list[float], p: float) -> float:
    """Nearest-rank percentile of already sorted values (p in 0..100)."""
    if not sorted_values:
        return float("nan")
    rank = max(1, -(-len(sorted_values) * p // 100))  # ceil without math
    return sorted_values[int(rank) - 1]


def is_loopback(host: str) -> bool:
    try:
        infos = socket.getaddrinfo(host, None)
    except socket.gaierror:
        return False
    return all(ipaddress.ip_address(info[4][0]).is_loopback for info in infos)


def run(url: str, requests: int, concurrency: int, warmup: int, timeout: float, headers: dict[str, str], data: bytes | None = None) -> dict:
    parts = urllib.parse.urlsplit(url)
    if parts.scheme != "http":
        raise SystemExit("only http:// URLs")
    host, port = parts.hostname or "127.0.0.1", parts.port or 80
    if not is_loopback(host):
        raise SystemExit(f"{host} is not a loopback address")
    target = parts.path + (f"?{parts.query}" if parts.query else "")
    method = "GET" if data is None else "POST"

    lock = threading.Lock()
    remaining = [requests]
    latencies: list[float] = []
    statuses: dict[int, int] = {}
    errors: list[str] = []
    body_bytes = [0]

    def take() -> bool:
        with lock:
            if remaining[0] <= 0:
                return False
            remaining[0] -= 1
            return True

    def worker(warm: int) -> None:
        conn = http.client.HTTPConnection(host, port, timeout=timeout)
        local: list[float] = []
        local_status: dict[int, int] = {}
        size = 0
        for _ in range(warm):
            try:
                conn.request(method, target, body=data, headers=headers)
                conn.getresponse().read()
            except (OSError, http.client.HTTPException):
                conn.close()
                conn = http.client.HTTPConnection(host, port, timeout=timeout)
        while take():
            started = time.perf_counter()
            try:
                conn.request(method, target, body=data, headers=headers)
                response = conn.getresponse()
                # Not `data`: that is the request body, which a nested assignment would make local.
                answer = response.read()
                elapsed = time.perf_counter() - started
                local.append(elapsed)
                local_status[response.status] = local_status.get(response.status, 0) + 1
                size += len(answer)
                if response.getheader("connection", "").lower() == "close":
                    conn.close()
                    conn = http.client.HTTPConnection(host, port, timeout=timeout)
            except (OSError, http.client.HTTPException) as error:
                with lock:
                    errors.append(repr(error))
                conn.close()
                conn = http.client.HTTPConnection(host, port, timeout=timeout)
        conn.close()
        with lock:
            latencies.extend(local)
            for status, n in local_status.items():
                statuses[status] = statuses.get(status, 0) + n
            body_bytes[0] += size

    # Warm-up requests (per connection) are not counted: first queries fill caches.
    per_thread_warmup = -(-warmup // concurrency) if warmup else 0
    threads = [threading.Thread(target=worker, args=(per_thread_warmup,)) for _ in range(concurrency)]
    started = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    wall = time.perf_counter() - started

    latencies.sort()
    ms = lambda seconds: round(seconds * 1000, 2)  # noqa: E731
    return {
        "url": url,
        "requests": len(latencies),
        "concurrency": concurrency,
        "errors": len(errors),
        "statuses": {str(k): v for k, v in sorted(statuses.items())},
        "p50_ms": ms(percentile(latencies, 50)),
        "p95_ms": ms(percentile(latencies, 95)),
        "p99_ms": ms(percentile(latencies, 99)),
        "max_ms": ms(latencies[-1]) if latencies else None,
        "mean_ms": ms(sum(latencies) / len(latencies)) if latencies else None,
        # Wall time includes the warm-up; it is small beside N requests.
        "rps": round(len(latencies) / wall, 1) if wall > 0 else None,
        "avg_body_bytes": body_bytes[0] // max(1, len(latencies)),
        "first_error": errors[0] if errors else None,
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("url")
    parser.add_argument("-n", "--requests", type=int, default=1000)
    parser.add_argument("-c", "--concurrency", type=int, default=4)
    parser.add_argument("--warmup", type=int, default=20, help="uncounted requests first (spread over the connections)")
    parser.add_argument("--timeout", type=float, default=10.0, help="seconds per request")
    parser.add_argument("-H", "--header", action="append", default=[], help="'Name: value', repeatable")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--data", help="POST this JSON body instead of GET")
    args = parser.parse_args()
    if not 1 <= args.concurrency <= 256 or not 1 <= args.requests <= 1_000_000:
        parser.error("concurrency 1..256, requests 1..1000000")
    headers = {"Accept-Encoding": "gzip"}
    for header in args.header:
        name, _, value = header.partition(":")
        headers[name.strip()] = value.strip()
    data = None
    if args.data is not None:
        data = args.data.encode()
        headers.setdefault("Content-Type", "application/json")
    result = run(args.url, args.requests, args.concurrency, args.warmup, args.timeout, headers, data)
    if args.json:
        print(json.dumps(result))
    else:
        print(
            f"{result['requests']} requests, c={result['concurrency']}: p50 {result['p50_ms']} ms, p95 {result['p95_ms']} ms, "
            f"p99 {result['p99_ms']} ms, max {result['max_ms']} ms, {result['rps']} req/s, statuses {result['statuses']}, errors {result['errors']}"
        )
    return 0 if result["errors"] == 0 and set(result["statuses"]) <= {"200"} else 1


if __name__ == "__main__":
    sys.exit(main())
