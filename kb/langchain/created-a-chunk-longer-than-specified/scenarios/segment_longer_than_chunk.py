"""CharacterTextSplitter(separator="\\n") on Chinese paragraphs that are each longer than chunk_size.

CharacterTextSplitter splits on its one separator and never below it, so a paragraph longer
than chunk_size stays whole. Chinese text has no spaces, so even separator=" " would not
help.

Intended result: chunks of at most LIMIT characters that end at a sentence end (。) and
together hold the whole text. Reference: the length limit, the text itself (character
coverage) and the sentence boundaries.

Usage: python segment_longer_than_chunk.py [--remedy ID]
"""

from _common import LIMIT, capture_splitter_warnings, check, covers, fail_on_warnings, parse_remedy

REMEDIES = ("cjk-separators", "recursive-splitter")

SENTENCE = "保修期自购买之日起计算两年，涵盖制造缺陷，但不包括因误用、事故或未经授权的维修造成的损坏。"
TEXT = SENTENCE * 10 + "\n" + SENTENCE * 9 + "\n" + SENTENCE * 3


def main():
    remedy = parse_remedy(REMEDIES)
    cap = capture_splitter_warnings()
    if remedy == "cjk-separators":
        from langchain_text_splitters import RecursiveCharacterTextSplitter
        splitter = RecursiveCharacterTextSplitter(
            chunk_size=LIMIT, chunk_overlap=0, keep_separator="end",
            separators=["\n\n", "\n", "。", "！", "？", "；", "，", ""])
    elif remedy == "recursive-splitter":
        from langchain_text_splitters import RecursiveCharacterTextSplitter
        splitter = RecursiveCharacterTextSplitter(chunk_size=LIMIT, chunk_overlap=0)
    else:
        from langchain_text_splitters import CharacterTextSplitter
        splitter = CharacterTextSplitter(separator="\n", chunk_size=LIMIT, chunk_overlap=0)
    chunks = splitter.split_text(TEXT)
    fail_on_warnings(cap)
    longest = max(len(c) for c in chunks)
    cut = [i for i, c in enumerate(chunks) if not c.rstrip().endswith("。")]
    check(longest <= LIMIT and covers(chunks, TEXT) and not cut,
          f"{len(chunks)} chunks, longest {longest} characters, limit {LIMIT}, text covered: {covers(chunks, TEXT)}, "
          f"chunks cut inside a sentence: {cut}")


if __name__ == "__main__":
    main()
