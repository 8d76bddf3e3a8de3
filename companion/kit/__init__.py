"""The printable adaptation kit (``companion print-kit``): true-size PDF sheets of stickers,
card markers, seat tiles and token stickers, in the table's language.

- :mod:`companion.kit.sheets` lays the pages out (sizes in millimetres from
  :mod:`vision.adaptation`, the spec in ``docs/adaptation.md``) with texts from the
  catalog;
- :mod:`companion.kit.font` finds the embedded font (DejaVu Sans, else Helvetica).

It lives in the companion, not in :mod:`vision`, because its words come from the
narration's catalog: vision uses only the card catalog (DESIGN.md, package boundaries).
"""
