// Placeholder until the loading screen (quote + animated logo) lands.
export function LoadingScreen() {
  return <div role="status">Loading…</div>;
}
