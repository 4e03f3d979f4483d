import type { useLoginFlow } from '../hooks/useLoginFlow';
import { CodeStep } from './CodeStep';
import { PasswordStep } from './PasswordStep';
import { PhoneStep } from './PhoneStep';

interface Props {
  flow: ReturnType<typeof useLoginFlow>;
  /** The membership terms' checkbox and link. */
  terms: { agreed: boolean; onAgreedChange: (agreed: boolean) => void; onOpenTerms: () => void };
}

/** The login form's current step (phone, SMS code or password): one form for the popup and the partners' page. */
export function LoginSteps({ flow, terms }: Props) {
  return (
    <>
      {flow.step === 'phone' && (
        <PhoneStep
          phone={flow.phone}
          onPhoneChange={flow.setPhone}
          {...terms}
          captcha={flow.captcha}
          loading={flow.loading}
          onSubmit={() => void flow.requestCode()}
          onPasswordMode={() => flow.setStep('password')}
        />
      )}
      {flow.step === 'code' && (
        <CodeStep
          phone={flow.phone}
          code={flow.code}
          onCodeChange={flow.setCode}
          remaining={flow.remaining}
          loading={flow.loading}
          onSubmit={(code) => void flow.submitCode(code)}
          onResend={() => void flow.resend()}
          onBack={() => flow.setStep('phone')}
        />
      )}
      {flow.step === 'password' && (
        <PasswordStep
          phone={flow.phone}
          onPhoneChange={flow.setPhone}
          password={flow.password}
          onPasswordChange={flow.setPassword}
          {...terms}
          captcha={flow.captcha}
          loading={flow.loading}
          onSubmit={() => void flow.submitPassword()}
          onCodeMode={() => flow.setStep('phone')}
        />
      )}
    </>
  );
}
