export function PermissionsPage() {
  return <p>Em construção.</p>;
}
