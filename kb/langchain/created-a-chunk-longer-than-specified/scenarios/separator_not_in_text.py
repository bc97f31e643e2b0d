"""CharacterTextSplitter with its default separator "\\n\\n" on text extracted from a PDF,
where the lines inside a part are separated by single newlines only.

Intended result: chunks of at most LIMIT characters that together hold the whole text.
Reference: the length limit and the text itself (character coverage).

Usage: python separator_not_in_text.py [--remedy ID]
"""

from _common import LIMIT, capture_splitter_warnings, check, covers, fail_on_warnings, parse_remedy

REMEDIES = ("recursive-splitter", "raise-chunk-size")

LINE = ("Section {i}. The warranty covers manufacturing defects for two years from the date of "
        "purchase and excludes damage caused by misuse, accidents or unauthorised repairs.")
# two parts separated by one blank line; inside each part lines end with single newlines, as PDF extraction gives
TEXT = "\n".join(LINE.format(i=i) for i in range(1, 7)) + "\n\n" + "\n".join(LINE.format(i=i) for i in range(7, 13))


def main():
    remedy = parse_remedy(REMEDIES)
    cap = capture_splitter_warnings()
    if remedy == "recursive-splitter":
        from langchain_text_splitters import RecursiveCharacterTextSplitter
        splitter = RecursiveCharacterTextSplitter(chunk_size=LIMIT, chunk_overlap=0)
    elif remedy == "raise-chunk-size":
        from langchain_text_splitters import CharacterTextSplitter
        splitter = CharacterTextSplitter(chunk_size=2000, chunk_overlap=0)
    else:
        from langchain_text_splitters import CharacterTextSplitter
        splitter = CharacterTextSplitter(chunk_size=LIMIT, chunk_overlap=0)
    chunks = splitter.split_text(TEXT)
    fail_on_warnings(cap)
    longest = max(len(c) for c in chunks)
    check(longest <= LIMIT and covers(chunks, TEXT),
          f"{len(chunks)} chunks, longest {longest} characters, limit {LIMIT}, text covered: {covers(chunks, TEXT)}")


if __name__ == "__main__":
    main()
