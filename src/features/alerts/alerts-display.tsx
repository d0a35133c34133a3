// Placeholder until the alert display lands: renders the alerts of the alerts slice.
export function AlertsDisplay() {
  return null;
}
