import { execFileSync } from 'node:child_process';

/**
 * Moves a booked visit so that it started five minutes ago, in the e2e server's SQLite file.
 * The desk completes a visit only once it has started (issue #16 item 7) and neither the checkout
 * nor the desk can book a past time, so a journey that needs a finished visit today shifts it here,
 * as the integration tests write their started visits straight into the database.
 */
export function startVisitNow(actId: number | string) {
  const script = `
import sqlite3, sys, datetime, zoneinfo
db = sqlite3.connect('../target/e2e/e2e.db', timeout=10)
(duration,) = db.execute('SELECT duration_min FROM appointments WHERE id = ?', (int(sys.argv[1]),)).fetchone()
start = datetime.datetime.now(datetime.timezone.utc).replace(second=0, microsecond=0) - datetime.timedelta(minutes=5)
end = start + datetime.timedelta(minutes=duration)
local = start.astimezone(zoneinfo.ZoneInfo('Europe/Istanbul'))
db.execute('UPDATE appointments SET starts_at = ?, ends_at = ?, provision_date = ?, start_min = ? WHERE id = ?',
           (start.isoformat(), end.isoformat(), local.date().isoformat(), local.hour * 60 + local.minute, int(sys.argv[1])))
db.commit()
`;
  execFileSync('python3', ['-c', script, String(actId)]);
}
