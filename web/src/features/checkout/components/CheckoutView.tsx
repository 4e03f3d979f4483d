import { useRef } from 'react';
import type { Basket } from '../api/types';
import { useCheckoutForm } from '../hooks/useCheckoutForm';
import { useCheckoutSubmit } from '../hooks/useCheckoutSubmit';
import { useMasterChoice } from '../hooks/useMasterChoice';
import { useMasterUnavailable } from '../hooks/useMasterUnavailable';
import { useHeaderOffset } from '@/shared/hooks/useHeaderOffset';
import classes from './Checkout.module.css';
import { ConsentsStep } from './ConsentsStep';
import { DateTimeStep } from './DateTimeStep';
import { MasterStep } from './MasterStep';
import { OrderSummary } from './OrderSummary';
import { PersonalStep } from './PersonalStep';
import { ServicesStep } from './ServicesStep';

/** The checkout of a non-empty basket: five steps and the sticky summary with the submit. */
export function CheckoutView({ basket }: { basket: Basket }) {
  const master = useMasterChoice(basket);
  const form = useCheckoutForm();
  const order = useCheckoutSubmit(basket, form);
  const layout = useRef<HTMLDivElement>(null);
  useHeaderOffset(layout);
  useMasterUnavailable();
  return (
    <form onSubmit={order.submit} noValidate data-testid="checkout-form">
      <div className={classes.layout} ref={layout}>
        <div className={classes.main}>
          <ServicesStep basket={basket} />
          <MasterStep basket={basket} anyMaster={master.anyMaster} pending={master.pending} error={master.error} onChoose={(id) => void master.choose(id)} />
          <DateTimeStep basket={basket} anyMaster={master.anyMaster} />
          <PersonalStep form={form} />
          <ConsentsStep form={form} />
        </div>
        <aside className={classes.aside}>
          <OrderSummary
            basket={basket}
            anyMaster={master.anyMaster}
            pending={order.pending}
            disabled={order.disabled}
            error={order.error}
            isGuest={order.isGuest}
            onRedeem={order.setRedeemPoints}
          />
        </aside>
      </div>
    </form>
  );
}
