-- wrk: salon pages, each request a URL not rendered before (the run's start, the wrk thread and a
-- counter in the query), so every one misses the rendered-page cache (docs/performance.md
-- "Rendered pages"). The salons' slugs are read from the file SLUGS names, one per line.
--   wrk -t2 -c4 -d20s --latency -s scripts/render-miss.lua http://127.0.0.1:18401
local slugs = {}
for line in io.lines(os.getenv("SLUGS") or "slugs.txt") do slugs[#slugs + 1] = line end
local threads = 0
setup = function(thread)
  threads = threads + 1
  thread:set("thread_id", threads)
end
local run = os.time()
local n = 0
request = function()
  n = n + 1
  return wrk.format("GET", "/isletme/" .. slugs[(n % #slugs) + 1] .. "?r=" .. run .. "-" .. thread_id .. "-" .. n)
end
