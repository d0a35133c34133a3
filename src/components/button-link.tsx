import type { MouseEvent } from 'react';
import { useHref, useLinkClickHandler, type To } from 'react-router-dom';
import { Button, type ButtonProps } from 'antd';

export type ButtonLinkProps = Omit<ButtonProps, 'href' | 'onClick' | 'htmlType'> & { to: To };

/**
 * A link that looks like a button: one element, so one Tab stop (a Button inside a Link is two, and a button
 * inside a link is not valid HTML). A plain click navigates in the app; a middle or modified click opens a tab.
 */
export function ButtonLink({ to, ...props }: ButtonLinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to);
  return <Button {...props} href={href} onClick={(event) => navigate(event as MouseEvent<HTMLAnchorElement>)} />;
}
