export function SalonInfoPage() {
  return null;
}
