export default function LandingPage() {
  return (
    <main>
      <h1>Kenyan and African crafts marketplace</h1>
    </main>
  );
}
