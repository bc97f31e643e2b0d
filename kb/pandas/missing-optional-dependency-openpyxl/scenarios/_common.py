"""Shared by this entry's scenarios: the workbook, pip into a folder, argument parsing, the check.

SALES_XLSX is a real .xlsx file (sheet "q1") written by pandas 2.3.3 with openpyxl 3.1.5:

    region  units  price
    north     120   9.50
    south      75  12.00
    east       42   7.25
"""

import argparse
import base64
import json
import os
import subprocess
import sys
import tempfile

SALES_XLSX = (
    'UEsDBBQAAAAIAF0Ggl1Gx01IlQAAAM0AAAAQAAAAZG9jUHJvcHMvYXBwLnhtbE3PTQvCMAwG4L9SdreZih6kDkQ9ip68zy51hbYp'
    'bYT67+0EP255ecgboi6JIia2mEXxLuRtMzLHDUDWI/o+y8qhiqHke64x3YGMsRoPpB8eA8OibdeAhTEMOMzit7Dp1C5GZ3XPlkJ3'
    'sjpRJsPiWDQ6sScfq9wcChDneiU+ixNLOZcrBf+LU8sVU57mym/8ZAW/B7oXUEsDBBQAAAAIAF0Ggl3JA/TF6gAAAMsBAAARAAAA'
    'ZG9jUHJvcHMvY29yZS54bWylkcFqwzAMhl+l5J7ISVlhJs2lo6cOBits7GZktTWLHWNrJH37OVmbbmy3gS/W/+mTjGv0ErtAT6Hz'
    'FNhQXAy2dVGiX2cnZi8BIp7IqlgkwqXw0AWrOF3DEbzCd3UkqIRYgSVWWrGCUZj72ZhdlBpnpf8I7STQCNSSJccRyqKEG8sUbPyz'
    'YUpmcohmpvq+L/rlxKWNSnh93D1Py+fGRVYOKWtqjRIDKe5CM77In4e2hm/F+jL7q0B6kSZIPntaZ9fkZbl52G+zphLVKi+rXFR7'
    'IeRdOvdvo+tH/01oO20O5h/Gq6Cp4de/NZ9QSwMEFAAAAAgAXQaCXZlcnCMQBgAAnCcAABMAAAB4bC90aGVtZS90aGVtZTEueG1s'
    '7Vpbc9o4FH7vr9B4Z/ZtC8Y2gba0E3Npdtu0mYTtTh+FEViNbHlkkYR/v0c2EMuWDe2STbqbPAQs6fvORUfn6Dh58+4uYuiGiJTy'
    'eGDZL9vWu7cv3uBXMiQRQTAZp6/wwAqlTF61WmkAwzh9yRMSw9yCiwhLeBTL1lzgWxovI9bqtNvdVoRpbKEYR2RgfV4saEDQVFFa'
    'b18gtOUfM/gVy1SNZaMBE1dBJrmItPL5bMX82t4+Zc/pOh0ygW4wG1ggf85vp+ROWojhVMLEwGpnP1Zrx9HSSICCyX2UBbpJ9qPT'
    'FQgyDTs6nVjOdnz2xO2fjMradDRtGuDj8Xg4tsvSi3AcBOBRu57CnfRsv6RBCbSjadBk2PbarpGmqo1TT9P3fd/rm2icCo1bT9Nr'
    'd93TjonGrdB4Db7xT4fDronGq9B062kmJ/2ua6TpFmhCRuPrehIVteVA0yAAWHB21szSA5ZeKfp1lBrZHbvdQVzwWO45iRH+xsUE'
    '1mnSGZY0RnKdkAUOADfE0UxQfK9BtorgwpLSXJDWzym1UBoImsiB9UeCIcXcr/31l7vJpDN6nX06zmuUf2mrAaftu5vPk/xz6OSf'
    'p5PXTULOcLwsCfH7I1thhyduOxNyOhxnQnzP9vaRpSUyz+/5CutOPGcfVpawXc/P5J6MciO73fZYffZPR24j16nAsyLXlEYkRZ/I'
    'LbrkETi1SQ0yEz8InYaYalAcAqQJMZahhvi0xqwR4BN9t74IyN+NiPerb5o9V6FYSdqE+BBGGuKcc+Zz0Wz7B6VG0fZVvNyjl1gV'
    'AZcY3zSqNSzF1niVwPGtnDwdExLNlAsGQYaXJCYSqTl+TUgT/iul2v6c00DwlC8k+kqRj2mzI6d0Js3oMxrBRq8bdYdo0jx6/gX5'
    'nDUKHJEbHQJnG7NGIYRpu/AerySOmq3CEStCPmIZNhpytRaBtnGphGBaEsbReE7StBH8Waw1kz5gyOzNkXXO1pEOEZJeN0I+Ys6L'
    'kBG/HoY4SprtonFYBP2eXsNJweiCy2b9uH6G1TNsLI73R9QXSuQPJqc/6TI0B6OaWQm9hFZqn6qHND6oHjIKBfG5Hj7lengKN5bG'
    'vFCugnsB/9HaN8Kr+ILAOX8ufc+l77n0PaHStzcjfWfB04tb3kZuW8T7rjHa1zQuKGNXcs3Ix1SvkynYOZ/A7P1oPp7x7frZJISv'
    'mlktIxaQS4GzQSS4/IvK8CrECehkWyUJy1TTZTeKEp5CG27pU/VKldflr7kouDxb5OmvoXQ+LM/5PF/ntM0LM0O3ckvqtpS+tSY4'
    'SvSxzHBOHssMO2c8kh22d6AdNfv2XXbkI6UwU5dDuBpCvgNtup3cOjiemJG5CtNSkG/D+enFeBriOdkEuX2YV23n2NHR++fBUbCj'
    '7zyWHceI8qIh7qGGmM/DQ4d5e1+YZ5XGUDQUbWysJCxGt2C41/EsFOBkYC2gB4OvUQLyUlVgMVvGAyuQonxMjEXocOeXXF/j0ZLj'
    '26ZltW6vKXcZbSJSOcJpmBNnq8reZbHBVR3PVVvysL5qPbQVTs/+Wa3InwwRThYLEkhjlBemSqLzGVO+5ytJxFU4v0UzthKXGLzj'
    '5sdxTlO4Ena2DwIyubs5qXplMWem8t8tDAksW4hZEuJNXe3V55ucrnoidvqXd8Fg8v1wyUcP5TvnX/RdQ65+9t3j+m6TO0hMnHnF'
    'EQF0RQIjlRwGFhcy5FDukpAGEwHNlMlE8AKCZKYcgJj6C73yDLkpFc6tPjl/RSyDhk5e0iUSFIqwDAUhF3Lj7++TaneM1/osgW2E'
    'VDJk1RfKQ4nBPTNyQ9hUJfOu2iYLhdviVM27Gr4mYEvDem6dLSf/217UPbQXPUbzo5ngHrOHc5t6uMJFrP9Y1h75Mt85cNs63gNe'
    '5hMsQ6R+wX2KioARq2K+uq9P+SWcO7R78YEgm/zW26T23eAMfNSrWqVkKxE/Swd8H5IGY4xb9DRfjxRiraaxrcbaMQx5gFjzDKFm'
    'ON+HRZoaM9WLrDmNCm9B1UDlP9vUDWj2DTQckQVeMZm2NqPkTgo83P7vDbDCxI7h7Yu/AVBLAwQUAAAACABdBoJdULtOgqUBAAAA'
    'BAAAGAAAAHhsL3dvcmtzaGVldHMvc2hlZXQxLnhtbH1T3W6bMBR+FeQHiAkhTVcB0pqq2i4mVa22XTtwAKvGpvZJWN9+x05KSUR6'
    'xfnx93PMcTYY++paAIz+dUq7nLWI/R3nrmyhE25hetDUqY3tBFJqG+56C6IKoE7xJI5veCekZkUWak+2yMweldTwZCO37zph3+9B'
    'mSFnS/ZReJZNi6HAi6wXDbwA/u4JQCkfeSrZgXbS6MhCnbPvy7ttGhDhxB8Jg5vEkR9mZ8yrT35WOYu9J1BQoqcQ9DnAFpTyTOTk'
    '7UTKPkU9chp/0D+G+cneTjjYGvVXVtjm7JZFFdRir/DZDD/gNNP60+KDQFFk1gyR9cMWWemDoB6Gp+NS+6t6QUtdSXpYWGjIb8aR'
    'nPgKL0+4+69xey3RzcC2X8N6K0s4h3FyPNpORtvJFQZtLLZzfo8AvxqHYpnEGT9MbU273xbrsXumvhrVV1fUHW3brPpqwr9ZX4iv'
    'zqzNa6ejdnpFG4TDOel0wp4mF9LT5maRXA7OJ5vjX8YvYRupXaSgJli82NB+2eOqHRM0ffi7O4NouhC29ELB+gPUr43BMfGrPj76'
    '4j9QSwMEFAAAAAgAXQaCXff2jwmnAgAAbQsAAA0AAAB4bC9zdHlsZXMueG1s3VbbjpswEP0VxAeUTVBRqEKkNtJKldpqpd2Hvppg'
    'giVfqDGrZL++M7YTkuwO3faxoITxHJ+5O2Q9uKPkjx3nLjkoqYcq7ZzrP2XZsOu4YsMH03MNSGusYg6Wdp8NveWsGZCkZLa8uysy'
    'xYRON2s9qnvlhmRnRu2q9C5Nss26NXpSLdOggL1M8eSZySrdMilqK8JmpoQ8Bv3Sa3ZGGps4iIZX6cKrhpewYRGXGGq0pYQ21muz'
    '4CZ815FwifjHADuElNfxgWKz7plz3Op7WASS177Govx07CG+vWXHxfJjesHwD3BTG9twe+UoqDZryVuHDCv2nRec6fFRG+eMQqkR'
    'bG80C5GcaFd038gqdR00YrJ1q0XDt7ro5VZ9dhMFSGHHpXzEbT/bcx4LyOPQJqHzXxvfdCzsSYTkoxjMxAU6uDQXjF/YXf6b3V48'
    'G/dlhIy0X/8ajeMPlrfi4NeHdgqAMr8gzIOe9b08fpZirxUP2b/b42bNTrykM1a8gDecyR0oOIzsM7dO7FADTQoFOrSxSucC+XJd'
    '1f6sTfBAVekPPKjyItF6FNIJHVedaBquX7cA7DtWw0/BlQPY1fCWjdI9ncEqneTvvBGjKs+7HrAWcdckf8NRXBTTaQZnQjf8wJtt'
    'XNp97cUEBHAbrzDIN9C9vwiIZAWQgBAkfZFhkKzAI339j3mt6LwCSEa4ehta0awVzQq8N6Gtv0lfBKuEi0i5LPO8KMjybrdvh7El'
    'a1gU+CEMkhEih/SF3v628jMDMDM2f5gNssuzY0OmPDOiZMozlUeIqCFyypIYANIXcsimkBOFQRC+cNQIVp5jn8kIyWM+A5UlCeGQ'
    'EtNbFFShCryJfpGHKM/LkoAQJMLIcxLCAzsDkWFgICSU5+FFevM+y07vuWz6g735DVBLAwQUAAAACABdBoJdt0frisAAAAAWAgAA'
    'CwAAAF9yZWxzLy5yZWxznZJLbgIxDECvEmVfTKnEAjGs2LBDiAu4ieejmcSRY8T09o3YwCBoEUv/np4trw80oHYcc9ulbMYwxFzZ'
    'VjWtALJrKWCecaJYKjVLQC2hNJDQ9dgQLObzJcgtw27Wt0xz/En0CpHrunO0ZXcKFPUB+K7DmiNKQ1rZcYAzS//N3M8K1Jqdr6zs'
    '/Kc18KbM8/UgkKJHRXAs9JGkTIt2lK8+nt2+pPOlY2K0eN/o//PQqBQ9+b+dMKWJ0tdFCSZvsPkFUEsDBBQAAAAIAF0Ggl0GCTgT'
    'MAEAACUCAAAPAAAAeGwvd29ya2Jvb2sueG1sjZDRTsMwDEV/pcoH0A7BJKZ1L0zAJASIob1nrbtaS+LiuBvs60lSCpN44Sm519bx'
    'tedH4v2WaJ99WOP8jEvVinSzPPdVC1b7C+rAhVpDbLUEybucmgYrWFLVW3CSXxbFNGcwWpCcb7HzaqD9h+U7Bl37FkCsGVBWo1OL'
    '+ZjshbP8XJFAFSdFNzobhKP/bYgyO6DHLRqUz1KlvwGVWXRo8QR1qQqV+ZaOD8R4IifarCsmY0o1GQobYMHqj72OMd/01idH9PY1'
    '7lyqaRGADbKX1JH4OoQ8QGgeVC90h0aAl1rgnqnv0O0SJqyRn+2RTjG+mdMWSvWe5ge9qocsEiBnm/EMQ4FX9TduZNTQoIP6KUB8'
    'LISNqnDO+CTS5dX15CYk7425Dd6zeyRd/4QaL7r4AlBLAwQUAAAACABdBoJdM+vjuq0AAAD7AQAAGgAAAHhsL19yZWxzL3dvcmti'
    'b29rLnhtbC5yZWxztZE9DoMwDIWvEuUAGKjUoQKmLqwVF4iC+RGBRLGrwu0bwQBIHbowWc+Wv/dkZy80ins7Udc7EvNoJsplx+we'
    'AKQ7HBVF1uEUJo31o+IgfQtO6UG1CGkc38EfGbLIjkxRLQ7/Idqm6TU+rX6POPEPMHysH6hDZCkq5VvkXMJs9jbBWpIokKUo61z6'
    'sk6kgMsSES8GaY+z6ZN/eqU/h13c7Ve5Nc9HuK0h4PTr4gtQSwMEFAAAAAgAXQaCXZuGQoQbAQAA1wMAABMAAABbQ29udGVudF9U'
    'eXBlc10ueG1srZPPTsMwDMZfpep1ajM4cEDrLowr7MALhMRdo+afYm90b4/bskqgsQ2VS6PG9vdz/CWrt2MEzDpnPVZ5QxQfhUDV'
    'gJNYhgieI3VIThL/pp2IUrVyB+J+uXwQKngCTwX1Gvl6tYFa7i1lzx1vowm+yhNYzLOnMbFnVbmM0RoliePi4PUPSvFFKLlyyMHG'
    'RFxwQp6Js4gh9CvhVPh6gJSMhmwrE71Ix2miswLpaAHLyxpnugx1bRTooPaOS0qMCaTGBoCcLUfRxRU08ZBh/N7NbmCQuUjk1G0K'
    'Edm1BH/nnWzpq4vIQpDIXDnkhGTt2SeE3nEN+lY4T/gjpHbwBMWwzB/zd58n/VsaeQ+h/e971q+lk8ZPDYjhPa8/AVBLAQIUAxQA'
    'AAAIAF0Ggl1Gx01IlQAAAM0AAAAQAAAAAAAAAAAAAACAAQAAAABkb2NQcm9wcy9hcHAueG1sUEsBAhQDFAAAAAgAXQaCXckD9MXq'
    'AAAAywEAABEAAAAAAAAAAAAAAIABwwAAAGRvY1Byb3BzL2NvcmUueG1sUEsBAhQDFAAAAAgAXQaCXZlcnCMQBgAAnCcAABMAAAAA'
    'AAAAAAAAAIAB3AEAAHhsL3RoZW1lL3RoZW1lMS54bWxQSwECFAMUAAAACABdBoJdULtOgqUBAAAABAAAGAAAAAAAAAAAAAAAgIEd'
    'CAAAeGwvd29ya3NoZWV0cy9zaGVldDEueG1sUEsBAhQDFAAAAAgAXQaCXff2jwmnAgAAbQsAAA0AAAAAAAAAAAAAAIAB+AkAAHhs'
    'L3N0eWxlcy54bWxQSwECFAMUAAAACABdBoJdt0frisAAAAAWAgAACwAAAAAAAAAAAAAAgAHKDAAAX3JlbHMvLnJlbHNQSwECFAMU'
    'AAAACABdBoJdBgk4EzABAAAlAgAADwAAAAAAAAAAAAAAgAGzDQAAeGwvd29ya2Jvb2sueG1sUEsBAhQDFAAAAAgAXQaCXTPr47qt'
    'AAAA+wEAABoAAAAAAAAAAAAAAIABEA8AAHhsL19yZWxzL3dvcmtib29rLnhtbC5yZWxzUEsBAhQDFAAAAAgAXQaCXZuGQoQbAQAA'
    '1wMAABMAAAAAAAAAAAAAAIAB9Q8AAFtDb250ZW50X1R5cGVzXS54bWxQSwUGAAAAAAkACQA+AgAAQREAAAAA'
)

WANT = [("north", 120, 9.5), ("south", 75, 12.0), ("east", 42, 7.25)]


def parse_remedy(remedies):
    p = argparse.ArgumentParser()
    p.add_argument("--remedy", default=None)
    r = p.parse_args().remedy
    if r is not None and r not in remedies:
        print(f"unknown remedy {r!r}; known: {', '.join(remedies)}", file=sys.stderr)
        sys.exit(2)
    return r


def write_workbook():
    path = os.path.join(tempfile.mkdtemp(prefix="xlsx-"), "sales_q1.xlsx")
    with open(path, "wb") as f:
        f.write(base64.b64decode("".join(SALES_XLSX)))
    return path


def pip_target(*reqs):
    """pip install reqs into a new folder (not on sys.path) and return it."""
    target = tempfile.mkdtemp(prefix="pip-target-")
    subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check",
                    "--only-binary=:all:", "--target", target, *reqs], check=True, stdout=subprocess.DEVNULL)
    return target


def check_frame(df):
    got = [(r, int(u), float(p)) for r, u, p in zip(df["region"], df["units"], df["price"])]
    print("KNOWNFIX_CHECK " + json.dumps({"ok": got == WANT, "detail": f"rows {got}, expected {WANT}"}))
