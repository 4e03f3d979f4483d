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

/**
 * Moves every planned visit of a salon (live: new, moved, confirmed, and not yet over) into the
 * past, each on its own day more than a year back at its own time, in the e2e server's SQLite
 * file: for the salon the visits are over, as if the clock had passed them. Distinct past days
 * keep the moved visits apart from each other and from any other live visit (the double-booking
 * guard). Returns how many were moved.
 */
export function endSalonVisits(salonId: number): number {
  const script = `
import sqlite3, sys, datetime, zoneinfo
tz = zoneinfo.ZoneInfo('Europe/Istanbul')
db = sqlite3.connect('../target/e2e/e2e.db', timeout=10)
now = datetime.datetime.now(datetime.timezone.utc).isoformat()
rows = db.execute("SELECT id, start_min, duration_min FROM appointments WHERE salon_id = ? AND status IN ('new', 'moved', 'confirmed') AND ends_at > ? ORDER BY id",
                  (int(sys.argv[1]), now)).fetchall()
today = datetime.datetime.now(tz).date()
for i, (id, start_min, duration) in enumerate(rows):
    day = today - datetime.timedelta(days=400 + i)
    local = datetime.datetime.combine(day, datetime.time(start_min // 60, start_min % 60), tz)
    start = local.astimezone(datetime.timezone.utc)
    end = start + datetime.timedelta(minutes=duration)
    db.execute('UPDATE appointments SET starts_at = ?, ends_at = ?, provision_date = ? WHERE id = ?',
               (start.isoformat(), end.isoformat(), day.isoformat(), id))
db.commit()
print(len(rows))
`;
  return Number(execFileSync('python3', ['-c', script, String(salonId)]).toString().trim());
}
