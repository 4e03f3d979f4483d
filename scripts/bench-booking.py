#!/usr/bin/env python3
"""Booking write load (issue #15): C clients book distinct free slots at once, standard library only.

Run by scripts/bench-booking.sh against a served database with the demo and synthetic salons. Each
client is a fresh account (logged in with the SMS code from the development outbox, each from its own
loopback address so the per-IP code limit does not apply across clients) and owns one master, so
the clients never compete for a time: what is measured is the write path, not refusals. Each
booking is what the web app does: `POST /api/site/basket` (the service), `PUT /api/site/basket/{id}`
(master and time) and `POST /api/site/order/create`. Prints one JSON object: bookings per second
over the measured phase, and p50/p95/p99 of each of the three calls.

    scripts/bench-booking.py --base http://127.0.0.1:18096 -c 16 -n 40

Only loopback addresses are accepted.
"""

from __future__ import annotations

import argparse
import datetime as dt
import http.client
import ipaddress
import json
import os
import re
import sys
import threading
import time
import urllib.parse


def percentile(sorted_values: list[float], p: float) -> float | None:
    if not sorted_values:
        return None
    rank = max(1, -(-len(sorted_values) * p // 100))
    return round(sorted_values[int(rank) - 1] * 1000, 2)


class Client:
    """One keep-alive connection from its own loopback source address, with an optional token."""

    def __init__(self, host: str, port: int, source: str):
        self.host, self.port, self.source = host, port, source
        self.token: str | None = None
        self.conn = self._connect()

    def _connect(self) -> http.client.HTTPConnection:
        return http.client.HTTPConnection(self.host, self.port, timeout=60, source_address=(self.source, 0))

    def call(self, method: str, path: str, body: object | None = None) -> tuple[int, object, float]:
        headers = {"Accept-Language": "en"}
        data = None
        if body is not None:
            data = json.dumps(body).encode()
            headers["Content-Type"] = "application/json"
        if self.token:
            headers["Authorization"] = f"Bearer {self.token}"
        for attempt in range(2):
            started = time.perf_counter()
            try:
                self.conn.request(method, path, body=data, headers=headers)
                response = self.conn.getresponse()
                raw = response.read()
                elapsed = time.perf_counter() - started
                try:
                    parsed = json.loads(raw) if raw else None
                except ValueError:
                    parsed = raw.decode(errors="replace")
                return response.status, parsed, elapsed
            except (OSError, http.client.HTTPException):
                self.conn.close()
                self.conn = self._connect()
                if attempt:
                    raise
        raise AssertionError("unreachable")


def login(client: Client, phone: str) -> None:
    status, body, _ = client.call("POST", "/api/site/login/phone", {"phone": phone, "isAgreementAccepted": True, "recaptchaToken": "bench"})
    if status != 200:
        raise SystemExit(f"login/phone {phone}: {status} {body}")
    status, outbox, _ = client.call("GET", "/api/dev/outbox?" + urllib.parse.urlencode({"recipient": phone, "limit": 1}))
    code = re.search(r"\b(\d{4})\b", outbox[0]["body"]).group(1) if status == 200 and outbox else None
    if not code:
        raise SystemExit(f"no code for {phone} in the development outbox: {status} {outbox}")
    status, body, _ = client.call("POST", "/api/site/login/code", {"phone": phone, "code": code})
    if status != 200:
        raise SystemExit(f"login/code {phone}: {status} {body}")
    client.token = body["token"]


def masters(client: Client, wanted: int) -> list[tuple[int, int, int]]:
    """(salon id, master id, salon service id) for `wanted` masters, each of them once."""
    found: list[tuple[int, int, int]] = []
    page = 1
    while len(found) < wanted and page < 50:
        status, listing, _ = client.call("GET", f"/api/site/salons?page={page}")
        salons = listing.get("salons", []) if status == 200 else []
        if not salons:
            break
        for salon in salons:
            status, details, _ = client.call("GET", f"/api/site/salon/{salon['slug']}")
            if status != 200 or not details.get("is_active", True):
                continue
            for master in details["masters"]:
                if master["service_ids"] and len(found) < wanted:
                    found.append((details["id"], master["id"], master["service_ids"][0]))
        page += 1
    if len(found) < wanted:
        raise SystemExit(f"only {len(found)} bookable masters for {wanted} clients: seed more salons")
    return found


def slots(client: Client, salon: int, master: int, duration: int, wanted: int) -> list[tuple[str, str]]:
    """`wanted` free, non-overlapping (date, HH:MM) starts of `master`, from tomorrow on."""
    out: list[tuple[str, str]] = []
    day = dt.date.today() + dt.timedelta(days=1)
    for _ in range(60):
        if len(out) >= wanted:
            break
        body = {"date": day.isoformat(), "masters": [master], "duration": duration}
        status, answer, _ = client.call("POST", f"/api/site/salon/employee-availability-for-given-date/{salon}", body)
        if status == 200:
            free_until = -1
            for entry in answer["masters"]:
                for time_text in entry["free_times"]:
                    h, m = map(int, time_text.split(":"))
                    start = h * 60 + m
                    if start >= free_until and len(out) < wanted:
                        out.append((day.isoformat(), time_text))
                        free_until = start + duration
        day += dt.timedelta(days=1)
    return out


def cpu_seconds(pid: int | None) -> float | None:
    """User plus system CPU of process `pid` so far (Linux /proc), or None without a pid."""
    if not pid:
        return None
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def postgres_cpu_seconds() -> float:
    """User plus system CPU of every process named `postgres` on this machine so far (its
    backends, the WAL writer, the checkpointer); 0 when there is none, as with SQLite."""
    total = 0.0
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/comm") as comm:
                if comm.read().strip() != "postgres":
                    continue
            total += cpu_seconds(int(entry)) or 0.0
        except OSError:
            continue  # the process ended while it was read
    return total


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="http://127.0.0.1:18096")
    parser.add_argument("-c", "--clients", type=int, default=16)
    parser.add_argument("-n", "--bookings", type=int, default=40, help="bookings per client")
    parser.add_argument("--phone-prefix", default="+90555700", help="clients get PREFIX + 4 digits (one run, one prefix)")
    parser.add_argument("--server-pid", type=int, help="the server's pid: its CPU over the measured phase is reported")
    args = parser.parse_args()
    parts = urllib.parse.urlsplit(args.base)
    host, port = parts.hostname or "127.0.0.1", parts.port or 80
    if not ipaddress.ip_address(host).is_loopback:
        raise SystemExit(f"{host} is not a loopback address")
    if not 1 <= args.clients <= 200 or not 1 <= args.bookings <= 500:
        parser.error("clients 1..200, bookings 1..500")

    # Setup (not measured): accounts, one master each, the basket's duration and the free slots.
    scout = Client(host, port, "127.0.0.1")
    chosen = masters(scout, args.clients)
    clients: list[Client] = []
    plans: list[tuple[int, int, int, list[tuple[str, str]]]] = []
    for i in range(args.clients):
        client = Client(host, port, f"127.0.{1 + i // 250}.{2 + i % 250}")
        login(client, f"{args.phone_prefix}{i:04d}")
        salon, master, service = chosen[i]
        status, basket, _ = client.call("POST", "/api/site/basket", {"salon_id": salon, "salon_service_id": service})
        if status != 200:
            raise SystemExit(f"basket: {status} {basket}")
        duration = basket["basket"]["total_duration"]
        client.call("DELETE", f"/api/site/basket/clear/{basket['basket']['id']}")
        free = slots(scout, salon, master, duration, args.bookings)
        if len(free) < args.bookings:
            raise SystemExit(f"master {master}: only {len(free)} free slots")
        clients.append(client)
        plans.append((salon, master, service, free))

    lock = threading.Lock()
    timings: dict[str, list[float]] = {"basket add": [], "basket choose": [], "order/create": []}
    statuses: dict[str, dict[int, int]] = {name: {} for name in timings}
    booked = [0]
    failures: list[str] = []

    def worker(client: Client, plan: tuple[int, int, int, list[tuple[str, str]]]) -> None:
        salon, master, service, free = plan
        local = {name: [] for name in timings}
        local_status: dict[str, dict[int, int]] = {name: {} for name in timings}
        done = 0
        for date, time_text in free:
            steps = []
            status, basket, took = client.call("POST", "/api/site/basket", {"salon_id": salon, "salon_service_id": service})
            steps.append(("basket add", status, took, basket))
            if status == 200:
                basket_id = basket["basket"]["id"]
                choice = {"master_id": master, "provision_date": date, "provision_time": time_text}
                status, answer, took = client.call("PUT", f"/api/site/basket/{basket_id}", choice)
                steps.append(("basket choose", status, took, answer))
                if status == 200:
                    order = {"basket_id": basket_id, "full_name": "Bench Client", "phone": "+905550000000", "email": "bench@example.com",
                             "privacy_accepted": True, "marketing_opt_in": False}
                    status, answer, took = client.call("POST", "/api/site/order/create", order)
                    steps.append(("order/create", status, took, answer))
                    done += status == 200
            for name, status, took, answer in steps:
                local[name].append(took)
                local_status[name][status] = local_status[name].get(status, 0) + 1
                if status != 200:
                    with lock:
                        failures.append(f"{name} {status} {json.dumps(answer)[:200]}")
        with lock:
            booked[0] += done
            for name in timings:
                timings[name].extend(local[name])
                for status, n in local_status[name].items():
                    statuses[name][status] = statuses[name].get(status, 0) + n

    threads = [threading.Thread(target=worker, args=(c, p)) for c, p in zip(clients, plans)]
    server_cpu_before, client_cpu_before = cpu_seconds(args.server_pid), time.process_time()
    database_cpu_before = postgres_cpu_seconds()
    started = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    wall = time.perf_counter() - started
    server_cpu_after, client_cpu = cpu_seconds(args.server_pid), time.process_time() - client_cpu_before
    database_cpu = postgres_cpu_seconds() - database_cpu_before

    result = {"clients": args.clients, "bookings": booked[0], "seconds": round(wall, 2), "bookings_per_s": round(booked[0] / wall, 1)}
    # CPU per booking over the measured phase only (setup and the jobs left after it excluded):
    # the server's, this load client's own (Python threads share one interpreter lock), and on
    # PostgreSQL the database's (every `postgres` process on the machine).
    per_booking = lambda seconds: round(seconds * 1000 / max(booked[0], 1), 2)
    if server_cpu_before is not None:
        result["server_cpu_ms_per_booking"] = per_booking(server_cpu_after - server_cpu_before)
    result["client_cpu_ms_per_booking"] = per_booking(client_cpu)
    if database_cpu > 0:
        result["postgres_cpu_ms_per_booking"] = per_booking(database_cpu)
    for name, values in timings.items():
        values.sort()
        result[name] = {"p50_ms": percentile(values, 50), "p95_ms": percentile(values, 95), "p99_ms": percentile(values, 99),
                        "max_ms": percentile(values, 100), "statuses": {str(k): v for k, v in sorted(statuses[name].items())}}
    result["first_failure"] = failures[0] if failures else None
    print(json.dumps(result))
    return 0 if not failures else 1


if __name__ == "__main__":
    sys.exit(main())
