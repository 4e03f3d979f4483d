import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setAccount } from '@/shared/auth';
import { acceptAgreement } from '../api/agreements';
import { AgreementModal } from './AgreementModal';

/** Popup of one agreement the account must accept; accepting records it and updates the account. */
export function ForcedAgreement({ slug, onDecline }: { slug: string; onDecline: () => void }) {
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: () => acceptAgreement(slug),
    onSuccess: (account) => setAccount(queryClient, account),
  });
  return <AgreementModal type={slug} onAccept={() => accept.mutate()} onDecline={onDecline} accepting={accept.isPending} />;
}

export default ForcedAgreement;
