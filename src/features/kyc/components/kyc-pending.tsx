import { useNavigate } from '@tanstack/react-router';

/** /user/kyc/pending (spec §2): under review, the user will be notified, Go to Dashboard. */
export function KycPending() {
  const navigate = useNavigate();
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <p>Your KYC verification is under review. You will be notified once the review is complete.</p>
      <button
        type="button"
        onClick={() => void navigate({ to: '/user/dashboard' })}
        className="min-h-11 self-start rounded-md bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      >
        Go to Dashboard
      </button>
    </div>
  );
}
