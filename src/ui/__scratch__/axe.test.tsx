// @vitest-environment happy-dom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { expect, it } from 'vitest';
import { Alert } from '../alert';
import { Badge } from '../badge';
import { Button } from '../button';
import { Card } from '../card';
import { Checkbox } from '../checkbox';
import { ComboBox } from '../combo-box';
import { Dialog, DialogTrigger, Modal } from '../dialog';
import { Disclosure } from '../disclosure';
import { Link } from '../link';
import { Menu, MenuItem, MenuTrigger } from '../menu';
import { Select } from '../select';
import { Skeleton } from '../skeleton';
import { Spinner } from '../spinner';
import { Tab, TabList, TabPanel, Tabs } from '../tabs';
import { TextArea } from '../text-area';
import { TextField } from '../text-field';
import { ToastRegion, toast } from '../toast';
import { Tooltip, TooltipTrigger } from '../tooltip';

Object.defineProperty(window.Document, Symbol.hasInstance, {
  value: (value: unknown) => value instanceof Node && value.nodeType === Node.DOCUMENT_NODE,
});

const items = [
  { id: 'se', label: 'Sverige' },
  { id: 'no', label: 'Norge', isDisabled: true },
];

async function check(label: string) {
  const res = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  for (const v of res.violations) {
    console.log(label, 'VIOLATION', v.id, v.help, v.nodes.map((n) => n.html).join('\n  '));
  }
  console.log(
    label,
    'violations:',
    res.violations.length,
    'incomplete:',
    res.incomplete.map((i) => i.id).join(','),
  );
  return res.violations.length;
}

it('axe', async () => {
  const user = userEvent.setup();
  render(
    <main>
      <h1>Kit</h1>
      <Button>Primary</Button>
      <Button variant="secondary" isPending>
        Pending
      </Button>
      <Button variant="ghost" iconOnly aria-label="Icon">
        x
      </Button>
      <Button variant="danger" isDisabled>
        Danger
      </Button>
      <Spinner />
      <TextField label="Email" errorMessage="Bad" description="We never share it" isRequired />
      <TextArea label="Notes" description="Optional" />
      <Checkbox description="Required to order" errorMessage="Accept the terms">
        I accept
      </Checkbox>
      <Checkbox aria-label="Select row" defaultSelected />
      <Select label="Country" items={items} errorMessage="Pick one" placeholder="Choose" />
      <ComboBox label="City" items={items} placeholder="Search" />
      <MenuTrigger label="Sverige · SEK · SV">
        <Menu selectionMode="single" selectedKeys={['se']} aria-label="Market">
          <MenuItem id="se">Sverige · SEK · SV</MenuItem>
          <MenuItem id="no">Norge · NOK · NO</MenuItem>
        </Menu>
      </MenuTrigger>
      <Tabs>
        <TabList aria-label="Info">
          <Tab id="a">A</Tab>
          <Tab id="b">B</Tab>
        </TabList>
        <TabPanel id="a">Panel A</TabPanel>
        <TabPanel id="b">Panel B</TabPanel>
      </Tabs>
      <Alert variant="danger" title="Payment failed" description="Try another card" />
      <Alert variant="success">Saved</Alert>
      <Card heading="Summary">
        <p>Body</p>
        <Badge variant="success">In stock</Badge>
      </Card>
      <Skeleton width={120} height={20} />
      <Disclosure title="More" defaultExpanded>
        Details
      </Disclosure>
      <p>
        Read <Link href="/terms">the terms</Link>.
      </p>
      <DialogTrigger>
        <Button>Open dialog</Button>
        <Modal>
          <Dialog title="Confirm">
            {({ close }) => (
              <>
                <p>Sure?</p>
                <Button onPress={close}>OK</Button>
              </>
            )}
          </Dialog>
        </Modal>
      </DialogTrigger>
      <ToastRegion />
    </main>,
  );
  act(() => {
    toast.error('Payment failed', { action: { label: 'Retry', onAction: () => {} } });
    toast.info('Info only');
  });
  await screen.findAllByRole('alertdialog');
  let total = await check('static');
  await user.click(screen.getByRole('button', { name: /Sverige/ }));
  await screen.findByRole('menu');
  total += await check('menu open');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  // console.log('names', screen.getAllByRole('button').map((b) => b.getAttribute('aria-labelledby') + '|' + b.textContent).join(' ; '));
  await user.click(screen.getByRole('button', { name: /Country/ }));
  await screen.findByRole('listbox');
  total += await check('select open');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  await user.click(screen.getByRole('combobox', { name: 'City' }));
  await user.keyboard('S');
  await screen.findByRole('listbox');
  total += await check('combobox open');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
  await user.click(screen.getByRole('button', { name: 'Open dialog' }));
  await screen.findByRole('dialog');
  total += await check('dialog open');
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  render(
    <TooltipTrigger>
      <Button>Help</Button>
      <Tooltip>Helpful</Tooltip>
    </TooltipTrigger>,
  );
  await user.tab();
  while (document.activeElement?.textContent !== 'Help') await user.tab();
  await screen.findByRole('tooltip');
  console.log(
    'tooltip describes',
    document.activeElement?.getAttribute('aria-describedby'),
    screen.getByRole('tooltip').id,
  );
  await check('tooltip');
  expect(total).toBe(0);
});
