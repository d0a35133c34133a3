// Lets non-React code (base query, listeners) navigate: the router registers itself here at start-up.
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate = (to) => window.location.assign(to);
let currentPath: () => string = () => window.location.pathname;

export function registerNavigator(navigate: Navigate, getPath: () => string) {
  navigator = navigate;
  currentPath = getPath;
}

export function navigateTo(to: string, options?: { replace?: boolean }) {
  navigator(to, options);
}

export function getCurrentPath() {
  return currentPath();
}
