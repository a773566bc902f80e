/** The magnifier of the search button and the dialog's search field, drawn with the current text colour (DocSearch's icon class). */
export function SearchIcon() {
  return (
    <svg width="20" height="20" className="DocSearch-Search-Icon" viewBox="0 0 24 24" aria-hidden="true">
      <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
      <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeWidth="1.4" strokeLinecap="round" />
    </svg>
  );
}
