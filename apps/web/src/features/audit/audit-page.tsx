export function AuditPage() {
  return <p>Em construção.</p>;
}
