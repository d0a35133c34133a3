// Every feature's listeners are registered here, once.
export function registerListeners() {
  // settings-listeners, auth-listeners, alerts-listeners … are added by their features.
}
