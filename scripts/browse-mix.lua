-- wrk: public pages as visitors ask for them (docs/performance.md "Rendered pages"): each request
-- a page drawn from the file PAGES names, one "<cumulative share> <path>" per line (written by
-- scripts/bench-pages.sh: salons by popularity, Zipf, with their masters' pages, in the three
-- languages), so popular pages come from the cache and the long tail misses it, as on a live site.
--   PAGES=pages.txt wrk -t2 -c4 -d60s -s scripts/browse-mix.lua http://127.0.0.1:18401
local shares, paths = {}, {}
for line in io.lines(os.getenv("PAGES") or "pages.txt") do
  local share, path = line:match("^(%S+) (%S+)$")
  shares[#shares + 1] = tonumber(share)
  paths[#paths + 1] = path
end
-- Each wrk thread draws its own sequence (unseeded, both would ask for the same pages together).
local threads = 0
setup = function(thread)
  threads = threads + 1
  thread:set("thread_id", threads)
end
init = function()
  math.randomseed(os.time() * 16 + thread_id)
end

-- The first page whose cumulative share reaches r (binary search).
local function draw(r)
  local lo, hi = 1, #shares
  while lo < hi do
    local mid = math.floor((lo + hi) / 2)
    if shares[mid] < r then lo = mid + 1 else hi = mid end
  end
  return paths[lo]
end

request = function()
  return wrk.format("GET", draw(math.random()))
end
