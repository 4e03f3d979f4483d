#!/usr/bin/env python3
"""Generates salons_city.json: the demo's city salons, on top of the 44 hand-written ones in
salons.json (issue #16: "a demo that feels like a city").

Run:  python3 crates/server/seed/build_city.py   (standard library only; deterministic)
then: python3 crates/server/seed/check_seed.py

Every salon is made from the word pools below by a random generator with a fixed seed, so the
output is byte-identical on every run. Neighbourhoods are checked against geo.json.gz (a name not
found there stops the script). Streets and transport stops are real ones of each district;
salon names, people, phone numbers, e-mails and reviews are invented.
"""
import gzip
import json
import random
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
rng = random.Random(20261127)

DEPARTMENTS = ["kuafor", "berber", "tirnak", "cilt-bakimi", "epilasyon-ve-agda", "masaj-ve-spa", "kas-ve-kirpik", "makyaj"]


def slugify(text):
    table = str.maketrans({"İ": "i", "I": "i", "ı": "i", "ç": "c", "Ç": "c", "ğ": "g", "Ğ": "g", "ö": "o", "Ö": "o",
                           "ş": "s", "Ş": "s", "ü": "u", "Ü": "u", "â": "a", "î": "i", "û": "u", "&": " "})
    text = unicodedata.normalize("NFC", text).translate(table).lower()
    out, dash = [], False
    for ch in text:
        if ch.isascii() and ch.isalnum():
            out.append(ch)
            dash = False
        elif ch in " -" and out and not dash:
            out.append("-")
            dash = True
    return "".join(out).strip("-")


# ---------------------------------------------------------------- places
# (province code, district, centre lat, lng, salons, phone area code, neighbourhoods, streets, stops)
# A stop is (name, kind); kinds are in STOP_KINDS.
PLACES = [
    (34, "Kadıköy", 40.9846, 29.0545, 12, "216",
     ["Caferağa", "Osmanağa", "Rasimpaşa", "Fenerbahçe", "Göztepe", "Caddebostan", "Erenköy", "Suadiye", "Bostancı", "Kozyatağı", "Feneryolu", "Koşuyolu", "Acıbadem", "Zühtüpaşa", "Hasanpaşa"],
     ["Bağdat Cad.", "Moda Cad.", "Bahariye Cad.", "Söğütlüçeşme Cad.", "Kuşdili Cad.", "Dr. Esat Işık Cad.", "Fenerbahçe Cad.", "Ethem Efendi Cad.", "Kazım Özalp Sok.", "Şair Nefi Sok.", "Tuğlacı Emin Bey Sok.", "Kozyatağı Cad."],
     [("Kadıköy", "ferry"), ("Ayrılık Çeşmesi", "metro"), ("Göztepe", "marmaray"), ("Bostancı", "marmaray"), ("Kozyatağı", "metro"), ("Moda", "tram"), ("Suadiye", "marmaray"), ("Acıbadem", "metro")]),
    (34, "Beşiktaş", 41.0565, 29.0120, 12, "212",
     ["Sinanpaşa", "Türkali", "Abbasağa", "Levent", "Etiler", "Ulus", "Bebek", "Arnavutköy", "Ortaköy", "Vişnezade", "Akat", "Dikilitaş", "Gayrettepe", "Nisbetiye", "Kültür"],
     ["Barbaros Bulvarı", "Ortabahçe Cad.", "Ihlamurdere Cad.", "Nispetiye Cad.", "Cevdetpaşa Cad.", "Ahmet Adnan Saygun Cad.", "Muallim Naci Cad.", "Çırağan Cad.", "Şair Nedim Cad.", "Levent Cad.", "Dereboyu Cad.", "Yıldız Posta Cad."],
     [("Beşiktaş", "ferry"), ("Levent", "metro"), ("Gayrettepe", "metro"), ("Ortaköy", "bus"), ("Etiler", "bus"), ("Bebek", "bus"), ("Nispetiye", "metro"), ("Akatlar", "bus")]),
    (34, "Şişli", 41.0560, 28.9880, 12, "212",
     ["Teşvikiye", "Harbiye", "Meşrutiyet", "Halaskargazi", "Esentepe", "Mecidiyeköy", "Fulya", "Ergenekon", "Bozkurt", "Feriköy", "Cumhuriyet", "Gülbahar", "Kuştepe", "İnönü"],
     ["Abdi İpekçi Cad.", "Rumeli Cad.", "Teşvikiye Cad.", "Valikonağı Cad.", "Halaskargazi Cad.", "Büyükdere Cad.", "Ergenekon Cad.", "Cumhuriyet Cad.", "Şakayık Sok.", "Bronz Sok.", "Hakkı Yeten Cad.", "Abide-i Hürriyet Cad."],
     [("Osmanbey", "metro"), ("Şişli-Mecidiyeköy", "metro"), ("Mecidiyeköy", "metrobus"), ("Nişantaşı", "bus"), ("Fulya", "bus"), ("Harbiye", "bus"), ("Gayrettepe", "metro")]),
    (34, "Üsküdar", 41.0255, 29.0380, 12, "216",
     ["Mimar Sinan", "Aziz Mahmut Hüdayi", "Selimiye", "Salacak", "Kuzguncuk", "Beylerbeyi", "Altunizade", "Acıbadem", "Bulgurlu", "Ünalan", "Kısıklı", "Çengelköy", "İcadiye", "Ahmediye", "Sultantepe", "Valide-i Atik"],
     ["Hakimiyeti Milliye Cad.", "Nuh Kuyusu Cad.", "Tunusbağı Cad.", "Selimiye Kışla Cad.", "Kısıklı Cad.", "Alemdağ Cad.", "Halk Cad.", "Dr. Fahri Atabey Cad.", "Paşalimanı Cad.", "Kuzguncuk Cad.", "Çengelköy Cad.", "Tophanelioğlu Cad."],
     [("Üsküdar", "marmaray"), ("Üsküdar", "ferry"), ("Altunizade", "metro"), ("Bağlarbaşı", "metro"), ("Ünalan", "metrobus"), ("Kısıklı", "metro"), ("Kuzguncuk", "bus"), ("Çengelköy", "bus")]),
    (34, "Bakırköy", 40.9800, 28.8600, 12, "212",
     ["Cevizlik", "Zeytinlik", "Kartaltepe", "Zuhuratbaba", "Osmaniye", "Ataköy 1. Kısım", "Ataköy 2-5-6. Kısım", "Ataköy 7-8-9-10. Kısım", "Yeşilköy", "Şenlikköy", "Sakızağacı", "Yenimahalle", "Yeşilyurt"],
     ["İstanbul Cad.", "Ebuzziya Cad.", "Rauf Orbay Cad.", "İncirli Cad.", "Zuhuratbaba Cad.", "Halit Ziya Uşaklıgil Cad.", "Sakızağacı Cad.", "Fişekhane Cad.", "Hürriyet Cad.", "Yeşilköy Halkalı Cad.", "Ataköy Sahil Yolu"],
     [("Bakırköy", "marmaray"), ("Bakırköy İncirli", "metro"), ("Ataköy", "marmaray"), ("Yeşilköy", "marmaray"), ("Bakırköy İskele", "ferry"), ("İncirli", "metrobus")]),
    (34, "Ataşehir", 40.9925, 29.1245, 12, "216",
     ["Atatürk", "Barbaros", "Küçükbakkalköy", "İçerenköy", "Yenisahra", "Kayışdağı", "Esatpaşa", "Ferhatpaşa", "Mustafa Kemal", "Yenişehir", "İnönü", "Mevlana", "Örnek"],
     ["Ataşehir Bulvarı", "Begonya Sok.", "Kayışdağı Cad.", "Mimar Sinan Cad.", "Vedat Günyol Cad.", "Değirmenyolu Cad.", "Sedef Cad.", "Meriç Cad.", "Kerem Sok.", "Halk Cad."],
     [("Ataşehir", "metro"), ("Kozyatağı", "metro"), ("Yenisahra", "metro"), ("Finans Merkezi", "metro"), ("İçerenköy", "bus"), ("Ataşehir Bulvarı", "bus")]),
    (34, "Beyoğlu", 41.0335, 28.9775, 12, "212",
     ["Cihangir", "Firuzağa", "Tomtom", "Asmalı Mescit", "Kemankeş Karamustafapaşa", "Kılıçali Paşa", "Gümüşsuyu", "Şahkulu", "Kuloğlu", "Katipmustafa Çelebi", "Hüseyinağa", "Bostan", "Evliya Çelebi", "Sütlüce"],
     ["İstiklal Cad.", "Sıraselviler Cad.", "Akarsu Yokuşu", "Meşrutiyet Cad.", "Boğazkesen Cad.", "Kumbaracı Yokuşu", "Asmalımescit Sok.", "Galip Dede Cad.", "Necatibey Cad.", "Defterdar Yokuşu", "Yeni Çarşı Cad.", "Turnacıbaşı Sok."],
     [("Taksim", "metro"), ("Şişhane", "metro"), ("Karaköy", "tram"), ("Tophane", "tram"), ("Karaköy", "ferry"), ("Tünel", "tram"), ("Kabataş", "tram")]),
    (34, "Sarıyer", 41.1080, 29.0300, 12, "212",
     ["Maslak", "Ayazağa", "İstinye", "Emirgan", "Yeniköy", "Tarabya", "Büyükdere", "Baltalimanı", "Reşitpaşa", "Darüşşafaka", "Çayırbaşı", "Rumelihisarı", "Huzur", "Kireçburnu"],
     ["Büyükdere Cad.", "Piyasa Cad.", "Köybaşı Cad.", "Tarabya Bayırı Cad.", "Emirgan Sahil Yolu", "Hacı Osman Bayırı", "İstinye Cad.", "Sarıyer Cad.", "Ahi Evran Cad.", "Eski Büyükdere Cad."],
     [("Hacıosman", "metro"), ("Darüşşafaka", "metro"), ("İTÜ-Ayazağa", "metro"), ("Emirgan", "ferry"), ("İstinye", "bus"), ("Tarabya", "bus"), ("Sarıyer", "ferry")]),
    (34, "Fatih", 41.0135, 28.9500, 10, "212",
     ["Aksaray", "Şehremini", "Topkapı", "Zeyrek", "Balat", "Cibali", "Molla Gürani", "Koca Mustafapaşa", "Haseki Sultan", "Mimar Hayrettin", "Alemdar", "Cankurtaran", "Akşemsettin", "Karagümrük", "Silivrikapı"],
     ["Fevzi Paşa Cad.", "Millet Cad.", "Vatan Cad.", "Ordu Cad.", "Şehzadebaşı Cad.", "Akdeniz Cad.", "Macar Kardeşler Cad.", "Kızılelma Cad.", "Divanyolu Cad.", "Vefa Cad.", "Kocamustafapaşa Cad."],
     [("Aksaray", "metro"), ("Vezneciler", "metro"), ("Sultanahmet", "tram"), ("Laleli-Üniversite", "tram"), ("Topkapı", "tram"), ("Balat", "bus"), ("Yenikapı", "marmaray")]),
    (34, "Maltepe", 40.9360, 29.1340, 10, "216",
     ["Altayçeşme", "Altıntepe", "Bağlarbaşı", "Cevizli", "Feyzullah", "Fındıklı", "İdealtepe", "Küçükyalı Merkez", "Zümrütevler", "Yalı", "Girne", "Esenkent"],
     ["Bağdat Cad.", "Cevizli Bağdat Cad.", "Feyzullah Cad.", "Orhangazi Cad.", "Atatürk Cad.", "Girne Cad.", "Başıbüyük Yolu", "Çamlık Cad.", "İnönü Cad.", "Dragos Cad."],
     [("Maltepe", "marmaray"), ("Maltepe", "metro"), ("İdealtepe", "marmaray"), ("Küçükyalı", "metro"), ("Cevizli", "marmaray"), ("Altayçeşme", "bus")]),
    (34, "Kartal", 40.8990, 29.1920, 10, "216",
     ["Atalar", "Cevizli", "Kordonboyu", "Soğanlık Yeni", "Uğur Mumcu", "Topselvi", "Esentepe", "Hürriyet", "Orhantepe", "Karlıktepe", "Yakacık Çarşı", "Gümüşpınar", "Yalı"],
     ["Ankara Cad.", "Bağdat Cad.", "Cumhuriyet Cad.", "Orhangazi Cad.", "Kordonboyu Cad.", "Ankara Yolu", "Hürriyet Cad.", "Yakacık Cad.", "Sahil Yolu", "Topselvi Cad."],
     [("Kartal", "marmaray"), ("Kartal", "metro"), ("Yakacık-Adliye", "metro"), ("Atalar", "marmaray"), ("Soğanlık", "metro"), ("Kartal Meydan", "bus")]),
    (34, "Bahçelievler", 41.0000, 28.8610, 10, "212",
     ["Bahçelievler", "Çobançeşme", "Fevzi Çakmak", "Hürriyet", "Kocasinan Merkez", "Siyavuşpaşa", "Soğanlı", "Şirinevler", "Yenibosna Merkez", "Zafer", "Cumhuriyet"],
     ["Adnan Kahveci Bulvarı", "Mahmutbey Cad.", "Fevzi Çakmak Cad.", "Şair Fuzuli Cad.", "Kazım Karabekir Cad.", "Atatürk Cad.", "Eski Londra Asfaltı", "Çobançeşme Cad.", "Talatpaşa Cad.", "Bahçelievler Cad."],
     [("Şirinevler", "metrobus"), ("Bahçelievler", "metro"), ("Yenibosna", "metro"), ("Şirinevler", "metro"), ("Bahçelievler", "metrobus"), ("Kocasinan", "bus")]),
    (34, "Kağıthane", 41.0810, 28.9740, 6, "212",
     ["Çağlayan", "Gültepe", "Merkez", "Seyrantepe", "Talatpaşa", "Yahya Kemal", "Hürriyet", "Ortabayır"],
     ["Kağıthane Cad.", "Cendere Cad.", "Talatpaşa Cad.", "Vatan Cad.", "Çağlayan Cad.", "Yahya Kemal Cad."],
     [("Kağıthane", "metro"), ("Çağlayan", "metro"), ("Seyrantepe", "metro"), ("Gültepe", "bus")]),
    (34, "Pendik", 40.8770, 29.2520, 6, "216",
     ["Batı", "Doğu", "Yenişehir", "Kaynarca", "Bahçelievler", "Çamçeşme", "Güzelyalı", "Esenyalı", "Fevzi Çakmak"],
     ["Ankara Cad.", "Bağdat Cad.", "Cumhuriyet Cad.", "Erol Kaya Cad.", "Sahil Yolu", "Ertuğrul Gazi Cad."],
     [("Pendik", "marmaray"), ("Pendik", "metro"), ("Kaynarca", "metro"), ("Güzelyalı", "marmaray")]),
    (34, "Beylikdüzü", 40.9820, 28.6420, 6, "212",
     ["Adnan Kahveci", "Barış", "Büyükşehir", "Cumhuriyet", "Kavaklı", "Marmara", "Sahil", "Yakuplu"],
     ["Cumhuriyet Cad.", "Atatürk Bulvarı", "Yakuplu Cad.", "Sahil Yolu", "Barış Cad.", "Beylikdüzü Cad."],
     [("Beylikdüzü", "metrobus"), ("Cumhuriyet Mahallesi", "metrobus"), ("Beylikdüzü Belediye", "metrobus"), ("Yakuplu", "bus")]),
    (34, "Başakşehir", 41.0930, 28.8030, 6, "212",
     ["Başakşehir", "Bahçeşehir 1. Kısım", "Bahçeşehir 2. Kısım", "Altınşehir", "Ziya Gökalp", "Kayabaşı"],
     ["Başak Cad.", "Doğa Cad.", "Atatürk Bulvarı", "Kuzey Yıldızı Cad.", "Göl Cad.", "Erkan Ocaklı Cad."],
     [("Başakşehir", "metro"), ("Ziya Gökalp", "metro"), ("Bahçeşehir", "bus"), ("Onurkent", "metro")]),
    (34, "Ümraniye", 41.0250, 29.1150, 6, "216",
     ["Atatürk", "İstiklal", "Namık Kemal", "Çakmak", "Esenşehir", "Saray", "Site", "Tatlısu", "Yukarı Dudullu"],
     ["Alemdağ Cad.", "Şehit Mustafa Kemal Cad.", "Atatürk Cad.", "Kazım Karabekir Cad.", "Sütçü İmam Cad.", "Tavukçuyolu Cad."],
     [("Ümraniye", "metro"), ("Çarşı", "metro"), ("Yamanevler", "metro"), ("Dudullu", "metro")]),
    (34, "Zeytinburnu", 40.9940, 28.9040, 5, "212",
     ["Kazlıçeşme", "Merkezefendi", "Nuripaşa", "Seyitnizam", "Sümer", "Telsiz", "Yenidoğan", "Beştelsiz"],
     ["58. Bulvar", "Prof. Dr. Muammer Aksoy Cad.", "Seyitnizam Cad.", "Gökalp Cad.", "Sümer Cad."],
     [("Zeytinburnu", "metro"), ("Zeytinburnu", "tram"), ("Kazlıçeşme", "marmaray"), ("Merkezefendi", "tram")]),
    (34, "Eyüpsultan", 41.0480, 28.9340, 5, "212",
     ["Merkez", "Alibeyköy", "Göktürk Merkez", "Rami Cuma", "Nişancı", "İslambey", "Defterdar"],
     ["Eyüp Sultan Bulvarı", "Alibeyköy Cad.", "İstanbul Cad.", "Karadolap Cad.", "Defterdar Cad."],
     [("Eyüpsultan", "tram"), ("Alibeyköy", "metro"), ("Göktürk", "bus"), ("Eyüp İskele", "ferry")]),
    (34, "Esenyurt", 41.0340, 28.6780, 5, "212",
     ["Cumhuriyet", "Fatih", "İnönü", "Mehterçeşme", "Zafer", "Yeşilkent", "Sultaniye", "Güzelyurt"],
     ["Doğan Araslı Bulvarı", "Cumhuriyet Cad.", "Nenehatun Cad.", "İstiklal Cad.", "Atatürk Cad."],
     [("Haramidere", "metrobus"), ("Esenyurt Meydan", "bus"), ("Saadetdere", "metrobus"), ("Cumhuriyet", "bus")]),
    (6, "Çankaya", 39.9050, 32.8600, 14, "312",
     ["Kavaklıdere", "Kızılay", "Bahçelievler", "Emek", "Ayrancı", "Çukurambar", "Balgat", "Gaziosmanpaşa", "Büyükesat", "Yıldızevler", "Oran", "Birlik", "Sokullu Mehmet Paşa", "Kültür", "Meşrutiyet", "Öveçler", "Ümit"],
     ["Tunalı Hilmi Cad.", "Atatürk Bulvarı", "Kennedy Cad.", "Arjantin Cad.", "Bestekar Sok.", "Cinnah Cad.", "Turan Güneş Bulvarı", "Uğur Mumcu Cad.", "Hoşdere Cad.", "Çetin Emeç Bulvarı", "7. Cadde", "Ziya Gökalp Cad.", "Kızılırmak Cad."],
     [("Kızılay", "metro"), ("Kuğulu Park", "bus"), ("Bahçelievler", "metro"), ("Emek", "metro"), ("Ayrancı", "bus"), ("Dikimevi", "metro"), ("Söğütözü", "metro"), ("Balgat", "bus")]),
    (6, "Keçiören", 39.9850, 32.8650, 8, "312",
     ["Etlik", "Kalaba", "Bağlarbaşı", "Aktepe", "Basınevleri", "Esertepe", "Kuşcağız", "Ovacık", "Şenlik", "Tepebaşı", "Yayla", "Ufuktepe"],
     ["Kızlarpınarı Cad.", "Etlik Cad.", "Sanatoryum Cad.", "Fatih Cad.", "Hasköy Cad.", "Şehit Kubilay Sok.", "Yeşiltepe Cad."],
     [("Keçiören", "metro"), ("Dutluk", "metro"), ("Mecidiye", "metro"), ("Etlik", "bus"), ("Kalaba", "bus")]),
    (6, "Yenimahalle", 39.9700, 32.7750, 8, "312",
     ["Demetevler", "Batı Sitesi", "Kardelen", "Karşıyaka", "Ragıp Tüzün", "Aşağı Yahyalar", "Çarşı", "Kaletepe", "Esentepe", "Barış", "Beştepe", "Serhat", "Turgut Özal", "Yeni Batı"],
     ["İvedik Cad.", "Ragıp Tüzün Cad.", "Batıkent Bulvarı", "Ostim Cad.", "Yunus Emre Cad.", "Şehit Mehmet Arslan Cad.", "Kardelen Cad."],
     [("Batıkent", "metro"), ("Demetevler", "metro"), ("Yenimahalle", "metro"), ("Ostim", "metro"), ("Hastane", "metro")]),
    (6, "Etimesgut", 39.9500, 32.6700, 5, "312",
     ["Eryaman", "Elvan", "Alsancak", "Piyade", "Şeker", "Süvari", "Tunahan", "Atakent"],
     ["İstasyon Cad.", "Eryaman Bulvarı", "Şehit Osman Avcı Cad.", "Ahimesut Bulvarı", "Alsancak Cad."],
     [("Eryaman", "train"), ("Etimesgut", "train"), ("Elvankent", "bus"), ("Eryaman 5. Etap", "bus")]),
    (6, "Mamak", 39.9300, 32.9150, 4, "312",
     ["Abidinpaşa", "Boğaziçi", "Tuzluçayır", "Şafaktepe", "Dostlar", "Akdere", "Kutlu"],
     ["Natoyolu Cad.", "Mamak Cad.", "Abidinpaşa Cad.", "Tıp Fakültesi Cad."],
     [("Abidinpaşa", "bus"), ("Dikimevi", "metro"), ("Mamak Belediye", "bus")]),
    (35, "Konak", 38.4190, 27.1290, 12, "232",
     ["Alsancak", "Güzelyalı", "Göztepe", "Kahramanlar", "Konak", "Kültür", "Mimar Sinan", "Akdeniz", "Çankaya", "Mithatpaşa", "Kocatepe", "Umurbey"],
     ["Kıbrıs Şehitleri Cad.", "Atatürk Cad.", "Cumhuriyet Bulvarı", "Anafartalar Cad.", "Mithatpaşa Cad.", "Halil Rıfat Paşa Cad.", "Şair Eşref Bulvarı", "Talatpaşa Bulvarı", "Gazi Bulvarı", "Plevne Bulvarı", "Mustafa Bey Cad."],
     [("Konak", "metro"), ("Alsancak", "train"), ("Konak", "ferry"), ("Göztepe", "tram"), ("Çankaya", "metro"), ("Üçyol", "metro"), ("Alsancak Gar", "tram")]),
    (35, "Karşıyaka", 38.4590, 27.1130, 10, "232",
     ["Bostanlı", "Mavişehir", "Tersane", "Alaybey", "Aksoy", "Nergiz", "Donanmacı", "Yalı", "Bahriye Üçok", "Bahariye", "Atakent", "Dedebaşı"],
     ["Cemal Gürsel Cad.", "Girne Bulvarı", "Kemalpaşa Cad.", "Şehit Cem Ersever Cad.", "Yalı Cad.", "Anadolu Cad.", "Aksoy Cad.", "Caher Dudayev Bulvarı"],
     [("Karşıyaka", "ferry"), ("Bostanlı", "ferry"), ("Karşıyaka", "train"), ("Mavişehir", "tram"), ("Alaybey", "tram"), ("Nergiz", "train")]),
    (35, "Bornova", 38.4660, 27.2200, 10, "232",
     ["Kazımdirik", "Erzene", "Evka 3", "Mevlana", "Atatürk", "Işıklar", "Yeşilova", "Doğanlar", "Kızılay", "İnönü", "Merkez", "Rafet Paşa"],
     ["Mustafa Kemal Cad.", "Ankara Cad.", "Fevzi Çakmak Cad.", "Kazımdirik Cad.", "Gençlik Cad.", "Küçükpark Cad.", "Erzene Cad.", "Manavkuyu Cad."],
     [("Bornova", "metro"), ("Ege Üniversitesi", "metro"), ("Bölge", "metro"), ("Evka 3", "metro"), ("Bornova Merkez", "bus")]),
    (35, "Buca", 38.3880, 27.1750, 5, "232",
     ["Atatürk", "Kozağaç", "Şirinkapı", "Çamlık", "İnönü", "Yıldız", "Dumlupınar"],
     ["Uğur Mumcu Cad.", "Menderes Cad.", "İnönü Cad.", "Gediz Cad.", "Dokuz Eylül Cad."],
     [("Buca Koop", "bus"), ("Şirinyer", "train"), ("Buca Merkez", "bus")]),
    (35, "Bayraklı", 38.4630, 27.1660, 5, "232",
     ["Bayraklı", "Mansuroğlu", "Adalet", "Manavkuyu", "Soğukkuyu", "Osmangazi", "Çay"],
     ["Ankara Cad.", "Manas Bulvarı", "Refik Şevket İnce Bulvarı", "Anadolu Cad.", "Şehit Polis Fethi Sekin Cad."],
     [("Bayraklı", "ferry"), ("Salhane", "train"), ("Turan", "train"), ("Bayraklı Adliye", "bus")]),
    (7, "Muratpaşa", 36.8860, 30.7100, 12, "242",
     ["Kızıltoprak", "Şirinyalı", "Meltem", "Fener", "Güzeloba", "Çağlayan", "Elmalı", "Etiler", "Yıldız", "Kızılsaray", "Bahçelievler", "Deniz", "Kılınçarslan", "Barbaros", "Yüksekalan"],
     ["Işıklar Cad.", "Atatürk Cad.", "Cumhuriyet Cad.", "Lara Cad.", "Tekelioğlu Cad.", "Metin Kasapoğlu Cad.", "Fener Cad.", "Güllük Cad.", "Avni Tolunay Cad.", "Mithatpaşa Cad.", "Ali Çetinkaya Cad.", "Bülent Ecevit Bulvarı"],
     [("Muratpaşa", "tram"), ("İsmetpaşa", "tram"), ("Şarampol", "tram"), ("Lara", "bus"), ("Işıklar", "tram"), ("Kışla", "tram")]),
    (7, "Konyaaltı", 36.8720, 30.6400, 10, "242",
     ["Liman", "Hurma", "Sarısu", "Uncalı", "Altınkum", "Arapsuyu", "Gürsu", "Pınarbaşı", "Siteler", "Öğretmenevleri", "Molla Yusuf", "Uluç"],
     ["Akdeniz Bulvarı", "Boğaçayı Cad.", "Konyaaltı Cad.", "Dumlupınar Bulvarı", "Atatürk Bulvarı", "Uncalı Cad.", "Sakarya Bulvarı"],
     [("Konyaaltı", "bus"), ("Müze", "tram"), ("Akdeniz Üniversitesi", "tram"), ("Hurma", "bus"), ("Liman", "bus")]),
    (7, "Kepez", 36.9380, 30.7100, 6, "242",
     ["Varsak Karşıyaka", "Kültür", "Fabrikalar", "Teomanpaşa", "Ünsal", "Şafak", "Yeni Emek", "Fevzi Çakmak"],
     ["Gazi Bulvarı", "Aspendos Bulvarı", "Dumlupınar Bulvarı", "Ulusoy Cad.", "Şelale Cad."],
     [("Otogar", "tram"), ("Kepez", "bus"), ("Fabrikalar", "tram"), ("Varsak", "bus")]),
    (7, "Alanya", 36.5440, 31.9990, 5, "242",
     ["Saray", "Şekerhane", "Cumhuriyet", "Oba", "Tosmur", "Cikcilli", "Kestel", "Mahmutlar", "Güller Pınarı"],
     ["Atatürk Bulvarı", "Keykubat Bulvarı", "Güzelyalı Cad.", "Barbaros Cad.", "Sugözü Cad."],
     [("Alanya Otogar", "bus"), ("Damlataş", "bus"), ("Oba", "bus"), ("Mahmutlar", "bus")]),
    (16, "Nilüfer", 40.2140, 28.9800, 12, "224",
     ["Beşevler", "Ataevler", "Fethiye", "İhsaniye", "Konak", "Üçevler", "Özlüce", "Görükle", "29 Ekim", "Karaman", "Dumlupınar", "Altınşehir", "Barış", "Hasanağa", "Kültür"],
     ["Fatih Sultan Mehmet Bulvarı", "Ertuğrul Cad.", "Odunluk Cad.", "Kültür Cad.", "Beşevler Cad.", "Ataevler Cad.", "İhsaniye Cad.", "Özlüce Cad.", "Mudanya Yolu", "Görükle Cad."],
     [("Beşevler", "metro"), ("Üniversite", "metro"), ("Özlüce", "bus"), ("Ataevler", "bus"), ("Görükle", "metro"), ("Odunluk", "metro")]),
    (16, "Osmangazi", 40.1960, 29.0600, 12, "224",
     ["Çekirge", "Muradiye", "Hamitler", "Soğanlı", "Altıparmak", "Kükürtlü", "Doğanbey", "Nalbantoğlu", "Kocanaip", "Demirtaşpaşa", "Osmangazi", "Yunuseli", "Alemdar", "Elmasbahçeler"],
     ["Altıparmak Cad.", "Atatürk Cad.", "İnönü Cad.", "Çekirge Cad.", "Cumhuriyet Cad.", "Fevzi Çakmak Cad.", "Stadyum Cad.", "Zübeyde Hanım Cad.", "Kıbrıs Şehitleri Cad."],
     [("Şehreküstü", "metro"), ("Kent Meydanı", "tram"), ("Altıparmak", "tram"), ("Çekirge", "bus"), ("Demirtaşpaşa", "metro"), ("Heykel", "tram")]),
    (16, "Yıldırım", 40.1850, 29.0920, 6, "224",
     ["Yıldırım", "Teferrüç", "Mevlana", "Ertuğrulgazi", "Davutkadı", "Siteler", "Kurtoğlu", "Emirsultan"],
     ["Ankara Yolu", "Yiğitler Cad.", "Setbaşı Cad.", "Mimar Sinan Cad.", "Ankara Cad."],
     [("Davutkadı", "metro"), ("Arabayatağı", "metro"), ("Setbaşı", "tram"), ("Emirsultan", "bus")]),
]
BIG = {(34, d) for d in ["Kadıköy", "Beşiktaş", "Şişli", "Üsküdar", "Bakırköy", "Ataşehir", "Beyoğlu", "Sarıyer", "Fatih", "Maltepe", "Kartal", "Bahçelievler"]} | \
      {(6, "Çankaya"), (35, "Konak"), (7, "Muratpaşa"), (16, "Nilüfer"), (16, "Osmangazi")}
STOP_KINDS = {
    "metro": ("metro istasyonu", "metro station", "станция метро"),
    "marmaray": ("Marmaray istasyonu", "Marmaray station", "станция Мармарай"),
    "metrobus": ("metrobüs durağı", "Metrobus stop", "остановка метробуса"),
    "tram": ("tramvay durağı", "tram stop", "трамвайная остановка"),
    "ferry": ("vapur iskelesi", "ferry pier", "паромный причал"),
    "bus": ("otobüs durağı", "bus stop", "автобусная остановка"),
    "train": ("banliyö istasyonu", "suburban rail station", "станция пригородного поезда"),
}
PROVINCE_TR = {34: "İstanbul", 6: "Ankara", 35: "İzmir", 7: "Antalya", 16: "Bursa"}
PROVINCE_EN = {34: "Istanbul", 6: "Ankara", 35: "Izmir", 7: "Antalya", 16: "Bursa"}
PROVINCE_RU = {34: "Стамбуле", 6: "Анкаре", 35: "Измире", 7: "Анталье", 16: "Бурсе"}

# ---------------------------------------------------------------- names
FEMALE = ["Ayşe", "Fatma", "Elif", "Zeynep", "Merve", "Büşra", "Esra", "Derya", "Selin", "Ceren", "Gizem", "Ebru", "Sibel", "Aslı", "Burcu", "Pınar",
          "Tuğba", "Duygu", "Özge", "Gamze", "Seda", "Nazlı", "İrem", "Deniz", "Melike", "Hande", "Damla", "Yasemin", "Sevgi", "Gül", "Nur", "Leyla",
          "Hülya", "Filiz", "Canan", "Dilek", "Berna", "Ece", "Ilgın", "Defne", "Sena", "Şule", "Meltem", "Arzu", "Nilay", "Aylin", "Begüm", "Cansu"]
MALE = ["Mehmet", "Mustafa", "Ahmet", "Ali", "Hüseyin", "Hasan", "İbrahim", "Murat", "Emre", "Burak", "Kemal", "Osman", "Serkan", "Cem", "Can", "Onur",
        "Tolga", "Volkan", "Eren", "Kerem", "Barış", "Uğur", "Selim", "Tarık", "Furkan", "Yusuf", "Enes", "Oğuz", "Kaan", "Arda", "Sinan", "Halil"]
SURNAMES = ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Yıldız", "Yıldırım", "Öztürk", "Aydın", "Özdemir", "Arslan", "Doğan", "Kılıç", "Aslan", "Çetin",
            "Kara", "Koç", "Kurt", "Özkan", "Şimşek", "Polat", "Erdem", "Aksoy", "Korkmaz", "Güneş", "Tekin", "Uçar", "Bulut", "Keskin", "Ünal", "Turan",
            "Güler", "Acar", "Karaca", "Erdoğan", "Tan", "Ateş", "Sarı", "Bozkurt", "Işık", "Taş", "Kaplan", "Avcı", "Çakır", "Tuncer", "Eren", "Akın", "Baysal"]
EN_AUTHORS = ["Emily", "Sophie", "James", "Oliver", "Hannah", "Laura", "Claire", "Anna", "Mark", "Daniel", "Julia", "Sarah", "Lucy", "Thomas", "Kate", "Nina", "Max", "Lena"]
RU_AUTHORS = ["Анна", "Ольга", "Екатерина", "Мария", "Наталья", "Светлана", "Ирина", "Татьяна", "Елена", "Алина", "Дарья", "Юлия", "Алексей", "Дмитрий", "Сергей", "Ксения", "Виктория", "Полина"]
RU_INITIALS = "АБВГДЕКЛМНОПРСТФЧШ"
BARBER_WORDS = ["Kral", "Asil", "Elit", "Efe", "Retro", "Vintage", "Classic", "Sultan", "Bıyık", "Kartal", "Usta", "Atlas", "Anka", "Demir", "Tuğra", "Marmara", "Kordon", "Boğaz"]
WORDS = ["Lotus", "Lavanta", "Zümrüt", "İnci", "Mercan", "Defne", "Manolya", "Orkide", "Papatya", "Nar", "Badem", "Safir", "Kristal", "Nova", "Luna",
         "Vera", "Mira", "Bella", "Aura", "Vita", "Essence", "Glow", "Pure", "Silk", "Velvet", "Olive", "Sage", "Amber", "Ivory", "Pearl", "Elit",
         "Asil", "Mavi", "Gül", "Lale", "Sedef", "Firuze", "Kehribar", "Nilüfer", "Ada", "Leylak", "Yasemin", "Mimoza", "Begonya", "Zambak", "Fulya"]

NAME_PATTERNS = {
    "kuafor": ["{F} Kuaför", "Kuaför {F}", "{W} Hair Studio", "Saç Evi {W}", "{F} Hair Design", "{N} Kuaför", "Studio {F}", "{W} Saç Tasarım",
               "{F} & {F2} Kuaför", "Makas {W}", "{W} Kuaför Salonu", "{M} Hair Atelier"],
    "berber": ["Berber {M}", "{M} Usta Berber", "{W} Barber", "{N} Barber Club", "Berber {M} & {M2}", "{W} Gentlemen's Club", "{M} Erkek Kuaförü",
               "Jilet {W}", "Usta {M} Berber Salonu", "The {W} Barbershop"],
    "tirnak": ["Nail Bar {N}", "{W} Nail Studio", "{F} Nail Art", "Tırnak Atölyesi {W}", "{W} Nails & Beauty", "{F} Manikür Pedikür"],
    "cilt-bakimi": ["{W} Güzellik", "{F} Güzellik Merkezi", "Derma {W}", "{W} Skin Studio", "{N} Güzellik Salonu", "{F} Cilt Bakım Evi"],
    "epilasyon-ve-agda": ["{W} Lazer & Güzellik", "Pürüzsüz {W}", "{F} Epilasyon Merkezi", "{W} Wax Studio", "{N} Epilasyon"],
    "masaj-ve-spa": ["{W} Spa {D}", "{W} Hamam & Spa", "Thai {W} Masaj", "{W} Wellness", "{N} Spa", "{W} Masaj Salonu"],
    "kas-ve-kirpik": ["{W} Brow & Lash", "Kirpik Evi {F}", "Lash Studio {N}", "{F} Kaş & Kirpik", "{W} Lash Bar"],
    "makyaj": ["{F} Makeup Studio", "{W} Makyaj Atölyesi", "Gelin Evi {W}", "{F} Beauty & Makeup", "{W} Gelin Başı"],
}
# A salon's departments: its main one, then ones often found beside it.
COMPANIONS = {
    "kuafor": ["makyaj", "tirnak", "kas-ve-kirpik", "cilt-bakimi"],
    "berber": ["cilt-bakimi", "masaj-ve-spa"],
    "tirnak": ["kas-ve-kirpik", "epilasyon-ve-agda", "makyaj"],
    "cilt-bakimi": ["epilasyon-ve-agda", "kas-ve-kirpik", "makyaj"],
    "epilasyon-ve-agda": ["cilt-bakimi", "tirnak", "kas-ve-kirpik"],
    "masaj-ve-spa": ["cilt-bakimi", "epilasyon-ve-agda"],
    "kas-ve-kirpik": ["tirnak", "makyaj", "cilt-bakimi"],
    "makyaj": ["kuafor", "kas-ve-kirpik", "tirnak"],
}
# How often a main department turns up where any will do (salons per 100, roughly).
WEIGHTS = {"kuafor": 26, "berber": 20, "tirnak": 13, "cilt-bakimi": 11, "epilasyon-ve-agda": 8, "masaj-ve-spa": 9, "kas-ve-kirpik": 8, "makyaj": 5}

# (tr, en, ru) position titles and specialities per department.
POSITIONS = {
    "kuafor": [("Kuaför", "Hairdresser", "Парикмахер"), ("Saç Tasarımcısı", "Hair Designer", "Стилист-парикмахер"), ("Renk Uzmanı", "Colourist", "Колорист")],
    "berber": [("Berber", "Barber", "Барбер"), ("Usta Berber", "Master Barber", "Старший барбер")],
    "tirnak": [("Manikür Uzmanı", "Nail Technician", "Мастер маникюра"), ("Nail Artist", "Nail Artist", "Нейл-артист")],
    "cilt-bakimi": [("Estetisyen", "Aesthetician", "Косметолог-эстетист"), ("Cilt Bakım Uzmanı", "Skin Care Specialist", "Специалист по уходу за кожей")],
    "epilasyon-ve-agda": [("Epilasyon Uzmanı", "Hair Removal Specialist", "Мастер депиляции"), ("Güzellik Uzmanı", "Beauty Therapist", "Мастер эстетики")],
    "masaj-ve-spa": [("Masaj Terapisti", "Massage Therapist", "Массажист"), ("Spa Terapisti", "Spa Therapist", "Спа-терапевт")],
    "kas-ve-kirpik": [("Kaş ve Kirpik Uzmanı", "Brow & Lash Artist", "Бровист и лэшмейкер"), ("Lash Artist", "Lash Artist", "Лэшмейкер")],
    "makyaj": [("Makyaj Artisti", "Make-up Artist", "Визажист"), ("Gelin Makyajı Uzmanı", "Bridal Make-up Artist", "Свадебный визажист")],
}
SPECIALITIES = {
    "kuafor": [("balyaj ve ombre", "balayage and ombré", "балаяж и омбре"), ("kısa kesimler", "short cuts", "короткие стрижки"), ("keratin bakım", "keratin treatments", "кератиновое выпрямление"),
               ("gelin başı", "bridal hair", "свадебные причёски"), ("doğal renklendirme", "natural colouring", "натуральное окрашивание"), ("fön ve dalga", "blow-dries and waves", "укладки и локоны")],
    "berber": [("skin fade", "skin fades", "фейды"), ("sakal tasarımı", "beard design", "оформление бороды"), ("klasik ustura tıraşı", "classic razor shaves", "классическое бритьё опасной бритвой"),
               ("çocuk tıraşı", "children's cuts", "детские стрижки"), ("modern erkek kesimleri", "modern men's cuts", "современные мужские стрижки")],
    "tirnak": [("kalıcı oje", "gel polish", "гель-лак"), ("protez tırnak", "nail extensions", "наращивание ногтей"), ("nail art", "nail art", "дизайн ногтей"),
               ("Rus manikürü", "Russian manicure", "аппаратный маникюр"), ("medikal pedikür", "medical pedicure", "медицинский педикюр")],
    "cilt-bakimi": [("hydrafacial", "Hydrafacial", "гидрафейшиал"), ("akne bakımı", "acne care", "уход за проблемной кожей"), ("anti-aging bakım", "anti-ageing care", "антивозрастной уход"),
                    ("kimyasal peeling", "chemical peels", "химические пилинги"), ("derin temizlik", "deep cleansing", "глубокая чистка")],
    "epilasyon-ve-agda": [("sir ağda", "sugaring", "шугаринг"), ("lazer epilasyon", "laser hair removal", "лазерная эпиляция"), ("sıcak ağda", "hot wax", "горячий воск")],
    "masaj-ve-spa": [("derin doku masajı", "deep-tissue massage", "глубокий массаж"), ("Thai masajı", "Thai massage", "тайский массаж"), ("aromaterapi", "aromatherapy", "ароматерапия"),
                     ("hamam ritüeli", "hammam rituals", "ритуалы хаммама"), ("sıcak taş masajı", "hot-stone massage", "массаж горячими камнями")],
    "kas-ve-kirpik": [("kaş laminasyonu", "brow lamination", "ламинирование бровей"), ("ipek kirpik", "silk lash extensions", "наращивание ресниц"), ("microblading", "microblading", "микроблейдинг"),
                      ("kirpik lifting", "lash lifts", "ламинирование ресниц")],
    "makyaj": [("gelin makyajı", "bridal make-up", "свадебный макияж"), ("gece makyajı", "evening make-up", "вечерний макияж"), ("çekim makyajı", "photo-shoot make-up", "макияж для съёмок")],
}
TRAITS = [("Sakin ve güler yüzlü çalışmasıyla tanınıyor.", "Known for a calm, friendly manner.", "Славится спокойствием и доброжелательностью."),
          ("Her müşteriye önce danışmanlık veriyor.", "Starts every visit with a consultation.", "Каждый визит начинает с консультации."),
          ("Detaycı ve titiz.", "Precise and meticulous.", "Внимательна к деталям и аккуратна."),
          ("Trendleri yakından takip ediyor.", "Keeps up with the latest trends.", "Следит за последними трендами."),
          ("İngilizce de konuşuyor.", "Also speaks English.", "Говорит также по-английски."),
          ("Hızlı ama aceleci değil.", "Quick without ever rushing.", "Работает быстро, но без спешки."),
          ("Doğal görünümleri seviyor.", "Loves natural looks.", "Любит естественные образы."),
          ("Eğitimlerini İtalya'da tamamladı.", "Trained in Italy.", "Проходил(а) обучение в Италии.")]
TRAITS_MALE = [("Sakin ve güler yüzlü çalışmasıyla tanınıyor.", "Known for a calm, friendly manner.", "Славится спокойствием и доброжелательностью."),
               ("Her müşteriye önce danışmanlık veriyor.", "Starts every visit with a consultation.", "Каждый визит начинает с консультации."),
               ("Detaycı ve titiz.", "Precise and meticulous.", "Внимателен к деталям и аккуратен."),
               ("Trendleri yakından takip ediyor.", "Keeps up with the latest trends.", "Следит за последними трендами."),
               ("İngilizce de konuşuyor.", "Also speaks English.", "Говорит также по-английски."),
               ("Hızlı ama aceleci değil.", "Quick without ever rushing.", "Работает быстро, но без спешки.")]

# ---------------------------------------------------------------- texts
ABOUT_OPEN = [
    ("{n} Mahallesi'nde, {s} üzerindeki salonumuzda", "In our salon on {s}, in {n}, {d},", "В нашем салоне на улице {s} в районе {n} ({d})"),
    ("{n} Mahallesi'nin sakin bir sokağındaki salonumuzda", "In our salon on a quiet street of {n},", "В нашем салоне на тихой улице района {n}"),
    ("{year} yılından beri {dloc} hizmet veren ekibimizle", "Serving {d} since {year}:", "С {year} года мы работаем в районе {d}:"),
    ("Aydınlık ve ferah salonumuzda", "In our bright, airy salon", "В нашем светлом и просторном салоне"),
]
ABOUT_BODY = {
    "kuafor": ("kesimden renklendirmeye kadar saçınıza özen gösteriyoruz", "we take care of your hair, from cuts to colour", "мы заботимся о ваших волосах — от стрижки до окрашивания"),
    "berber": ("klasik berber geleneğini modern kesimlerle buluşturuyoruz", "we bring the classic barber tradition together with modern cuts", "мы соединяем традиции классического барбершопа с современными стрижками"),
    "tirnak": ("bakımlı eller ve ayaklar için titizlikle çalışıyoruz", "we work meticulously for well-kept hands and feet", "мы тщательно ухаживаем за вашими руками и ногами"),
    "cilt-bakimi": ("cildinize özel bakım protokolleri hazırlıyoruz", "we tailor every treatment to your skin", "мы подбираем уход под особенности вашей кожи"),
    "epilasyon-ve-agda": ("hızlı, hijyenik ve konforlu epilasyon sunuyoruz", "we offer quick, hygienic and comfortable hair removal", "мы предлагаем быструю, гигиеничную и комфортную депиляцию"),
    "masaj-ve-spa": ("şehrin temposundan uzaklaşmanız için masaj ve spa ritüelleri sunuyoruz", "we offer massages and spa rituals to escape the city's pace", "мы предлагаем массаж и спа-ритуалы, чтобы отдохнуть от ритма города"),
    "kas-ve-kirpik": ("yüzünüze uygun kaş ve kirpik tasarımları yapıyoruz", "we design brows and lashes to suit your face", "мы подбираем форму бровей и ресниц под ваше лицо"),
    "makyaj": ("özel günleriniz için kusursuz makyajlar hazırlıyoruz", "we create flawless make-up for your special days", "мы создаём безупречный макияж для ваших особых дней"),
}
ABOUT_CLOSE = [
    ("Sizi bir fincan Türk kahvesiyle karşılamaktan mutluluk duyarız.", "We look forward to welcoming you with a cup of Turkish coffee.", "Будем рады встретить вас чашечкой турецкого кофе."),
    ("Online randevu ile beklemeden gelin.", "Book online and skip the wait.", "Записывайтесь онлайн — без ожидания."),
    ("Tüm ürünlerimiz profesyonel markalardır.", "We use professional brands only.", "Мы работаем только с профессиональной косметикой."),
    ("Hafta sonları da açığız.", "We are open at weekends too.", "Мы работаем и по выходным."),
    ("Tek kullanımlık malzeme ve sterilizasyona özen gösteriyoruz.", "We use single-use supplies and sterilise everything.", "Используем одноразовые материалы и стерилизуем инструменты."),
]

REVIEW_TR = {
    "kuafor": ["Saç kesimim tam istediğim gibi oldu.", "Balyajım çok doğal duruyor, herkes soruyor.", "Fönüm iki gün bozulmadı.", "Saç boyam tam tonunda çıktı.", "Keratin bakım sonrası saçlarım ipek gibi."],
    "berber": ["Fade kesim çok temiz oldu.", "Sakal tıraşı harikaydı, sıcak havlu da cabası.", "Oğlumun ilk tıraşıydı, çok sabırlı davrandılar.", "Yıllardır aradığım berberi sonunda buldum.", "Ustura tıraşı tam eski usul."],
    "tirnak": ["Kalıcı ojem üç hafta dayandı.", "Nail art çok zarif oldu.", "Pedikür sonrası ayaklarım bambaşka.", "Protez tırnaklarım çok doğal görünüyor.", "Manikür çok özenliydi."],
    "cilt-bakimi": ["Cilt bakımından sonra yüzüm ışıl ışıl.", "Hydrafacial gerçekten fark yarattı.", "Siyah noktalarımdan kurtuldum.", "Cildime uygun ürünleri anlatarak önerdiler."],
    "epilasyon-ve-agda": ["Ağda neredeyse acısızdı.", "Lazer seansları düzenli ve planlı ilerliyor.", "Sir ağda çok hızlı bitti, tavsiye ederim.", "Hijyen konusunda çok titizler."],
    "masaj-ve-spa": ["Masaj sonrası sırt ağrım geçti.", "Hamam ve köpük masajı müthişti.", "Aromaterapi masajında uyuyakaldım.", "Terapist tüm düğümleri buldu."],
    "kas-ve-kirpik": ["Kaş laminasyonu çok doğal duruyor.", "İpek kirpikler çok hafif, hiç hissetmiyorum.", "Kaş alımı yüzüme çok yakıştı.", "Kirpik lifting sonrası makyaja gerek kalmadı."],
    "makyaj": ["Düğün makyajım sabaha kadar dayandı.", "Nişan makyajım çok zarifti.", "Çekim makyajı fotoğraflarda harika görünüyor.", "Tam istediğim doğallıkta bir makyaj oldu."],
}
REVIEW_EN = {
    "kuafor": ["My haircut is exactly what I asked for.", "The balayage looks so natural.", "My blow-dry lasted two days.", "The colour came out perfect."],
    "berber": ["Very clean fade.", "Great beard trim with a hot towel.", "Best barber I've found in Türkiye.", "A proper old-school razor shave."],
    "tirnak": ["My gel polish lasted three weeks.", "Beautiful, delicate nail art.", "The pedicure was so relaxing.", "Very careful manicure."],
    "cilt-bakimi": ["My skin is glowing after the facial.", "The Hydrafacial made a real difference.", "They explained every product they used."],
    "epilasyon-ve-agda": ["Quick and almost painless waxing.", "Very hygienic, fresh wax every time.", "Sugaring was fast and gentle."],
    "masaj-ve-spa": ["Amazing massage, the therapist found every knot.", "The hammam scrub was wonderful.", "I fell asleep during the aromatherapy massage."],
    "kas-ve-kirpik": ["Brow lamination looks very natural.", "The lash extensions feel weightless.", "Perfect brow shape."],
    "makyaj": ["My wedding make-up lasted all night.", "Flawless make-up for a photo shoot.", "Natural look, exactly what I wanted."],
}
REVIEW_RU = {
    "kuafor": ["Стрижка получилась именно такой, как я хотела.", "Балаяж выглядит очень естественно.", "Укладка держалась два дня.", "Цвет получился идеальный."],
    "berber": ["Очень аккуратный фейд.", "Отличное оформление бороды, с горячим полотенцем.", "Лучший барбер, которого я нашёл в Турции."],
    "tirnak": ["Гель-лак держится уже три недели.", "Очень нежный дизайн ногтей.", "Педикюр просто отличный.", "Аккуратный маникюр, всё стерильно."],
    "cilt-bakimi": ["После чистки кожа сияет.", "Гидрафейшиал действительно помог.", "Подобрали уход под мою кожу."],
    "epilasyon-ve-agda": ["Шугаринг быстро и почти без боли.", "Всё очень гигиенично.", "Лазер делают аккуратно, по графику."],
    "masaj-ve-spa": ["После массажа спина больше не болит.", "Хаммам и пенный массаж — восторг.", "Уснула на ароматерапии, так было хорошо."],
    "kas-ve-kirpik": ["Ламинирование бровей выглядит естественно.", "Ресницы лёгкие, совсем не чувствуются.", "Идеальная форма бровей."],
    "makyaj": ["Свадебный макияж продержался до утра.", "Очень естественный макияж, как я и хотела.", "Макияж для съёмки смотрится отлично на фото."],
}
CLOSE_TR = ["Kesinlikle tekrar geleceğim.", "Ellerinize sağlık!", "Herkese tavsiye ederim.", "Çay ikramı da cabası.", "Fiyatlar da gayet makul.", "Salon tertemiz, çalışanlar çok güler yüzlü.",
            "Randevu saatine tam uydular.", "Bir sonraki randevumu şimdiden aldım.", "Çok teşekkürler!", "Ortam çok ferah ve huzurlu."]
CLOSE_EN = ["Will definitely be back.", "Highly recommend.", "Thank you!", "Friendly staff and a spotless salon.", "Great value for money.", "Booking online was easy and they were on time.",
            "Lovely atmosphere.", "They spoke good English, too."]
CLOSE_RU = ["Обязательно вернусь!", "Рекомендую!", "Спасибо!", "Очень чисто и уютно.", "Цены приятные.", "Мастер немного говорит по-русски.", "Записаться онлайн было очень удобно.",
            "Персонал очень приветливый."]
MASTER_TR = ["{m} Hanım çok ilgiliydi.", "{m} Bey işinin ehli.", "{m} ile çalışmak çok keyifli."]
MASTER_EN = ["{m} was lovely.", "{m} really knows their craft.", "Ask for {m}!"]
MEH_TR = ["Sonuç güzel ama biraz beklemem gerekti.", "Fena değil, fiyatlar biraz yüksek.", "İşlem iyiydi ama resepsiyonda biraz ilgisiz kaldılar.", "Randevuma rağmen yirmi dakika bekledim."]
MEH_EN = ["Good result, but I had to wait a while.", "Not bad, a bit pricey though.", "Fine, but the reception was a little disorganised."]
MEH_RU = ["Неплохо, но пришлось подождать минут двадцать.", "Результат хороший, но дороговато.", "Нормально, но администратор был не очень внимателен."]

# Neighbourhoods named after people or ideas: a salon is named after the district instead.
PLAIN_HOODS = {"Atatürk", "İnönü", "Mustafa Kemal", "Cumhuriyet", "Barış", "Merkez", "Mevlana", "Kültür", "Yıldız", "Zafer", "Fatih", "Yıldırım",
               "Fevzi Çakmak", "Kazım Karabekir", "Hürriyet", "İstiklal", "Namık Kemal", "Mimar Sinan", "Barbaros", "Bahçelievler", "Osmangazi",
               "Uğur Mumcu", "Konak", "Kocatepe", "Akdeniz", "Çankaya", "Deniz", "Emek", "Birlik", "Adalet", "Çay", "Esentepe", "Site", "Saray",
               "Yenişehir", "Yayla", "Doğu", "Batı", "Orta", "Yalı", "Bostan", "Meltem", "Sümer", "Telsiz", "Liman", "Siteler", "Şafak", "Ünsal",
               "Teferrüç", "Kurtoğlu", "Kutlu", "Dostlar", "Kardelen", "Serhat", "Beştepe", "Turgut Özal", "Ziya Gökalp", "Adnan Kahveci", "Sahil"}

AMENITIES = ["wifi", "parking", "card_payment", "air_conditioning", "wheelchair_access", "kids_friendly", "tea_coffee", "women_only"]


def geo_hoods():
    geo = json.loads(gzip.decompress((HERE / "geo.json.gz").read_bytes()))
    districts = {(d["province_code"], d["name"]): d["id"] for d in geo["districts"]}
    hoods = {}
    for n in geo["neighbourhoods"]:
        hoods.setdefault(n["district_id"], set()).add(n["name"])
    return districts, hoods


def fold(text):
    """Lower case without Turkish diacritics, as the search compares names."""
    return slugify(text).replace("-", " ")


def holds(name, other):
    """Whether `name` contains every word of `other` (as the admin's salon search matches)."""
    return all(word in name for word in other.split())


def locative(name):
    """İstanbul'da, Beşiktaş'ta, Kadıköy'de: the locative suffix by vowel harmony and the last sound."""
    vowels = [c for c in name.lower() if c in "aıoueiöü"]
    back = vowels[-1] in "aıou"
    hard = name[-1] in "fstkçşhp"
    return f"{name}'{'t' if hard else 'd'}{'a' if back else 'e'}"


def pick(seq):
    return seq[rng.randrange(len(seq))]


def person(gender, used):
    while True:
        first = pick(FEMALE if gender == "female" else MALE)
        name = f"{first} {pick(SURNAMES)}"
        if name not in used:
            used.add(name)
            return first, name


def opening(main):
    day = lambda o, c: [o, c]
    if main == "berber":
        o, c = pick([("09:00", "21:00"), ("09:30", "21:30"), ("10:00", "22:00"), ("08:30", "20:30")])
        week = {k: day(o, c) for k in ["mon", "tue", "wed", "thu", "fri", "sat"]}
        week["sun"] = day("10:00", "18:00") if rng.random() < 0.6 else None
    elif main == "masaj-ve-spa":
        o, c = pick([("10:00", "22:00"), ("09:00", "21:00"), ("11:00", "23:00")])
        week = {k: day(o, c) for k in ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]}
    else:
        o, c = pick([("09:00", "19:00"), ("09:30", "20:00"), ("10:00", "20:00"), ("10:00", "21:00"), ("09:00", "20:00")])
        week = {k: day(o, c) for k in ["mon", "tue", "wed", "thu", "fri"]}
        week["sat"] = day(o, "19:00" if c > "19:00" else c)
        week["sun"] = pick([None, None, day("11:00", "18:00")])
        if rng.random() < 0.15:
            week["mon"] = None
    return {k: week[k] for k in ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]}


def review(main, masters, lang, used_texts, salon_parts):
    low = rng.random() < 0.12
    score = (lambda: pick([2, 3, 3, 4])) if low else (lambda: pick([4, 5, 5, 5]))
    ratings = {"service_quality": score(), "atmosphere": score(), "cleanliness": score()}
    master = pick(masters)
    first = master["full_name"].split()[0]
    for _ in range(20):
        if lang == "tr":
            author = f"{pick(FEMALE if main != 'berber' else MALE)} {pick(SURNAMES)[0]}."
            if low:
                text = pick(MEH_TR)
            else:
                parts = [pick(REVIEW_TR[main])]
                if rng.random() < 0.4:
                    who = pick(MASTER_TR[2:] if rng.random() < 0.5 else (MASTER_TR[:1] if master["gender"] == "female" else MASTER_TR[1:2]))
                    parts.append(who.format(m=first))
                parts.append(pick(CLOSE_TR))
                text = " ".join(parts)
        elif lang == "en":
            author = f"{pick(EN_AUTHORS)} {chr(65 + rng.randrange(26))}."
            if low:
                text = pick(MEH_EN)
            else:
                parts = [pick(REVIEW_EN[main])]
                if rng.random() < 0.35:
                    parts.append(pick(MASTER_EN).format(m=first))
                parts.append(pick(CLOSE_EN))
                text = " ".join(parts)
        else:
            author = f"{pick(RU_AUTHORS)} {pick(RU_INITIALS)}."
            text = pick(MEH_RU) if low else f"{pick(REVIEW_RU[main])} {pick(CLOSE_RU)}"
        parts_here = text.split(". ")
        if (text not in used_texts and not any(p in salon_parts for p in parts_here)) or low:
            salon_parts.update(parts_here)
            break
    used_texts.add(text)
    return {"author": author, **ratings, "text": text, "lang": lang}


def build():
    districts, hoods = geo_hoods()
    existing = json.loads((HERE / "salons.json").read_text(encoding="utf-8"))["salons"]
    slugs = {s["slug"] for s in existing}
    phones = {s["phone"] for s in existing}
    names = {fold(s["name"]) for s in existing}
    people = {m["full_name"] for s in existing for m in s["masters"]}
    salons = []
    review_texts = set()
    for code, district, lat, lng, count, area, hood_names, streets, stops in PLACES:
        did = districts[(code, district)]
        for h in hood_names:
            if f"{h} Mah." not in hoods[did]:
                raise SystemExit(f"{district}: no neighbourhood {h} Mah. in geo.json.gz")
        # Every department in a big district; elsewhere by weight.
        mains = list(DEPARTMENTS) if (code, district) in BIG else []
        while len(mains) < count:
            mains.append(rng.choices(list(WEIGHTS), weights=list(WEIGHTS.values()))[0])
        rng.shuffle(mains)
        for main in mains:
            hood = pick(hood_names)
            street = pick(streets)
            extra = rng.choice([0, 0, 1, 1, 2])
            departments = [main] + rng.sample(COMPANIONS[main], min(extra, len(COMPANIONS[main])))
            if main == "berber" and extra and rng.random() < 0.5:
                departments = [main]
            # Masters: one to three, each with the department they mostly work in.
            n_masters = rng.choice([1, 2, 2, 3, 3, 3]) if main != "berber" else rng.choice([1, 2, 2, 3])
            masters = []
            for m in range(n_masters):
                dept = departments[m % len(departments)]
                if dept == "berber":
                    gender = "male"
                elif dept in ("kuafor", "masaj-ve-spa"):
                    gender = "male" if rng.random() < 0.3 else "female"
                else:
                    gender = "male" if rng.random() < 0.05 else "female"
                _, full = person(gender, people)
                pos = pick(POSITIONS[dept])
                spec = pick(SPECIALITIES[dept])
                trait = pick(TRAITS if gender == "female" else TRAITS_MALE)
                years = rng.randrange(2, 22)
                masters.append({
                    "full_name": full,
                    "position": {"tr": pos[0], "en": pos[1], "ru": pos[2]},
                    "description": {
                        "tr": f"{years} yıllık deneyime sahip; uzmanlık alanı {spec[0]}. {trait[0]}",
                        "en": f"{years} years of experience, specialising in {spec[1]}. {trait[1]}",
                        "ru": f"Опыт работы — {years} {'год' if years % 10 == 1 and years != 11 else 'года' if years % 10 in (2, 3, 4) and years not in (12, 13, 14) else 'лет'}. Специализация: {spec[2]}. {trait[2]}",
                    },
                    "gender": gender,
                })
            firsts = {"female": [m["full_name"].split()[0] for m in masters if m["gender"] == "female"],
                      "male": [m["full_name"].split()[0] for m in masters if m["gender"] == "male"]}
            fem = firsts["female"] + [x for x in FEMALE if x not in firsts["female"]][rng.randrange(5):]
            mal = firsts["male"] + [x for x in MALE if x not in firsts["male"]][rng.randrange(5):]
            place = hood.split(" ")[0] if hood not in PLAIN_HOODS and not hood[0].isdigit() else district
            for attempt in range(50):
                pattern = pick(NAME_PATTERNS[main])
                # The owner-masters' names first; other names only when those are taken.
                f, m = (fem, mal) if attempt < 10 else (rng.sample(FEMALE, 2), rng.sample(MALE, 2))
                name = pattern.format(F=f[0], F2=f[1], M=m[0], M2=m[1], W=pick(BARBER_WORDS if main == "berber" else WORDS), N=place, D=district)
                slug = slugify(name)
                if slugify(district) not in slug:
                    slug = f"{slug}-{slugify(district)}"
                # An admin's search by a salon's name finds that salon alone: it matches every salon
                # whose folded name holds each of the words, in any order.
                folded = fold(name)
                if slug not in slugs and not any(holds(folded, other) or holds(other, folded) for other in names):
                    break
            names.add(fold(name))
            slugs.add(slug)
            while True:
                phone = f"+90 {area} {rng.randrange(200, 999)} {rng.randrange(10, 99)} {rng.randrange(10, 99)}"
                if phone not in phones:
                    phones.add(phone)
                    break
            # Reviews: mostly Turkish; English and Russian where visitors come (more in Antalya).
            ru_share = 0.3 if code == 7 else 0.08
            en_share = 0.2 if code in (7, 34) else 0.1
            reviews = []
            salon_parts = set()
            for _ in range(rng.randrange(2, 8)):
                x = rng.random()
                lang = "ru" if x < ru_share else "en" if x < ru_share + en_share else "tr"
                reviews.append(review(main, masters, lang, review_texts, salon_parts))
            stop, kind = pick(stops)
            walk = rng.randrange(2, 13)
            kinds = STOP_KINDS[kind]
            year = rng.randrange(1998, 2024)
            open_ = pick(ABOUT_OPEN)
            body = ABOUT_BODY[main]
            close = pick(ABOUT_CLOSE)
            fmt = dict(d=district, dloc=locative(district), n=hood, s=street, year=year)
            about = {
                "tr": f"{open_[0].format(**fmt)} {body[0]}. {close[0]}",
                "en": f"{open_[1].format(**fmt)} {body[1]}. {close[1]}",
                "ru": f"{open_[2].format(**fmt)} {body[2]}. {close[2]}",
            }
            amen = [a for a in AMENITIES if rng.random() < {"wifi": 0.85, "card_payment": 0.95, "air_conditioning": 0.8, "tea_coffee": 0.7, "parking": 0.25,
                                                             "wheelchair_access": 0.2, "kids_friendly": 0.3, "women_only": 0.0}[a]]
            if main in ("epilasyon-ve-agda", "kas-ve-kirpik", "cilt-bakimi") and rng.random() < 0.4:
                amen.append("women_only")
            tier = rng.choices(["budget", "mid", "premium"], weights=[3, 5, 2 if code != 34 or district not in ("Beşiktaş", "Şişli", "Sarıyer") else 6])[0]
            salons.append({
                "slug": slug,
                "name": name,
                "province_code": code,
                "district": district,
                "neighbourhood": f"{hood} Mah.",
                "address": f"{street} No: {rng.randrange(1, 180)}" + (f"/{rng.randrange(1, 12)}" if rng.random() < 0.4 else ""),
                "lat": round(lat + rng.uniform(-0.009, 0.009), 4),
                "lng": round(lng + rng.uniform(-0.011, 0.011), 4),
                "phone": phone,
                "email": f"info@{slug.replace('-', '')}.example",
                "about": about,
                "transport": {
                    "tr": f"En yakın toplu taşıma: {stop} {kinds[0]}, yürüyerek yaklaşık {walk} dakika.",
                    "en": f"Nearest public transport: {stop} {kinds[1]}, about a {walk}-minute walk.",
                    "ru": f"Ближайший общественный транспорт: {kinds[2]} {stop}, примерно {walk} минут пешком.",
                },
                "departments": departments,
                "amenities": amen,
                "star": rng.random() < 0.06,
                "price_tier": tier,
                "opening": opening(main),
                "masters": masters,
                "reviews": reviews,
            })
    return salons


def main():
    salons = build()
    out = {"generated_by": "build_city.py", "salons": salons}
    text = json.dumps(out, ensure_ascii=False, indent=1) + "\n"
    (HERE / "salons_city.json").write_text(text, encoding="utf-8")
    print(f"salons_city.json: {len(salons)} salons, {sum(len(s['masters']) for s in salons)} masters, {sum(len(s['reviews']) for s in salons)} reviews")


if __name__ == "__main__":
    main()
