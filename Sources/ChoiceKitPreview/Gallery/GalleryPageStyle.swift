/// The gallery page's style sheet, inline so the page needs no other file and no network.
///
/// The pictures scale down to the column (never up past their own size), the grid drops to one
/// column on a phone, and the page follows the reader's light or dark setting with system fonts
/// only.
enum GalleryPageStyle {
  static let css = """

    :root { color-scheme: light dark; --ink: #1c1c1e; --muted: #5f5f66; --line: #8886;
      --panel: #f2f2f7; --accent: #4b48c8; line-height: 1.45;
      font-family: "DejaVu Sans", system-ui, -apple-system, sans-serif; }
    @media (prefers-color-scheme: dark) {
      :root { --ink: #f2f2f7; --muted: #b4b4ba; --panel: #2c2c2e; --accent: #a4a2ff; } }
    * { box-sizing: border-box; }
    [hidden] { display: none !important; }
    body { margin: 0 auto; max-width: 1280px; padding: 16px 24px 48px; color: var(--ink); }
    a { color: var(--accent); }
    h1 { font-size: 1.9rem; margin: 8px 0 4px; }
    nav ol { display: flex; flex-wrap: wrap; gap: 6px 28px; padding-left: 1.4em; margin: 8px 0; }
    .count, .note, .status { color: var(--muted); font-size: 0.85rem; }
    .filters { position: sticky; top: 0; z-index: 1; background: Canvas; padding: 10px 0;
      border-bottom: 1px solid var(--line); display: flex; flex-wrap: wrap; gap: 8px 12px;
      align-items: flex-start; }
    .filters fieldset { border: 1px solid var(--line); border-radius: 10px; margin: 0;
      padding: 2px 10px 6px; }
    .filters legend { font-size: 0.8rem; color: var(--muted); padding: 0 4px; }
    .filters label { display: inline-block; margin-right: 10px; white-space: nowrap; font-size: 0.9rem; }
    .filters p { margin: 0; flex-basis: 100%; }
    .filters button { font: inherit; font-size: 0.85rem; margin-left: 8px; }
    section { margin-top: 40px; scroll-margin-top: 12px; }
    .grid { display: grid; gap: 20px; align-items: start;
      grid-template-columns: repeat(auto-fill, minmax(min(100%, 380px), 1fr)); }
    figure { margin: 0; padding: 12px; border: 1px solid var(--line); border-radius: 12px; min-width: 0; }
    figure.wide { grid-column: 1 / -1; }
    figure img { display: block; max-width: 100%; height: auto; margin: 0 auto; }
    figcaption h3 { font-size: 1rem; margin: 10px 0 4px; }
    figcaption p { margin: 6px 0; font-size: 0.85rem; }
    .tags { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 4px; }
    .tags li { font-size: 0.75rem; padding: 1px 8px; border-radius: 999px; background: var(--panel); }
    pre { margin: 8px 0 0; padding: 8px 10px; background: var(--panel); border-radius: 8px;
      font-size: 0.78rem; white-space: pre-wrap; overflow-wrap: anywhere; }
    code { font-family: "DejaVu Sans Mono", ui-monospace, Menlo, monospace; }
    .top { font-size: 0.85rem; }
    @media (max-width: 640px) {
      body { padding: 10px 12px 32px; }
      h1 { font-size: 1.45rem; }
      .filters { position: static; }
      .grid { gap: 14px; }
      figure { padding: 8px; } }

    """
}
