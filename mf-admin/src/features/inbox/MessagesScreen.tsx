import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { CONTACT_CATEGORIES, formatShortDate, type ContactMessage } from '@sweepscout/shared';
import { Badge, Button, theme } from '@sweepscout/kit';
import {
  useAdminMessagesQuery,
  useDeleteMessageMutation,
  useMarkMessageMutation,
} from '../../api/adminApi';
import { useCanManage } from '../../auth/permissions';
import { DataTable } from '../../components/DataTable';
import { AdminLayout, ListState } from '../../components/AdminLayout';
import { DialogFooter, Modal } from '../../components/Dialogs';
import { notifyDone, notifyFailed } from '../../components/feedback';
import { DeleteStep } from '../../components/ManageParts';
import { PageNav } from '../../components/PageNav';
import { Muted, RowActions, TextLink } from '../../components/styles';
import { useDialogState } from '../../components/useDialogState';
import { PAGE_SIZE } from '../../editorial/useServerList';

const c = theme.colors;
const categoryLabel = (value: string) =>
  CONTACT_CATEGORIES.find((cat) => cat.value === value)?.label ?? value;

const Body = styled.div`
  white-space: pre-wrap;
  background: ${c.surface};
  border: 1px solid ${c.border};
  border-radius: ${theme.radius.md};
  padding: ${theme.space(4)};
  line-height: 1.6;
`;

const Meta = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${theme.space(1)} ${theme.space(4)};
  margin: 0 0 ${theme.space(4)};
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
`;

const UnreadRow = styled.tr<{ $unread: boolean }>`
  td {
    font-weight: ${({ $unread }) => ($unread ? 700 : 400)};
  }
`;

function MessageDialog({
  message,
  canManage,
  onClose,
}: {
  message: ContactMessage;
  canManage: boolean;
  onClose: () => void;
}) {
  const [mark, { isLoading }] = useMarkMessageMutation();
  const setRead = async (read: boolean) => {
    try {
      await mark({ id: message.id, read }).unwrap();
    } catch (error) {
      notifyFailed('update message', error);
    }
  };
  // Opening an unread message marks it read (once, when the dialog opens).
  const openedUnread = useRef(!message.read);
  useEffect(() => {
    if (openedUnread.current && canManage) void setRead(true);
    // Runs on open only; 'Mark as unread' afterwards must stick.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={message.subject}
      description={`Message from ${message.name}`}
      wide
    >
      <Meta>
        <dt>From</dt>
        <dd>
          {message.name} &lt;
          <TextLink
            href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
          >
            {message.email}
          </TextLink>
          &gt;
        </dd>
        <dt>Category</dt>
        <dd>{categoryLabel(message.category)}</dd>
        <dt>Received</dt>
        <dd>{formatShortDate(message.createdAt)}</dd>
      </Meta>
      <Body>{message.message}</Body>
      <DialogFooter>
        <Button
          type="button"
          $variant="secondary"
          disabled={!canManage || isLoading}
          onClick={() => setRead(false)}
        >
          Mark as unread
        </Button>
        <Dialog.Close asChild>
          <Button type="button">Close</Button>
        </Dialog.Close>
      </DialogFooter>
    </Modal>
  );
}

/** /admin/messages: contact messages, newest first, paged by the server; open, mark, delete. */
export function MessagesScreen() {
  const [page, setPage] = useState(1);
  const list = useAdminMessagesQuery(
    { page, pageSize: PAGE_SIZE },
    { refetchOnMountOrArgChange: true },
  );
  const messages = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  // Deleting the last message of the last page: show the page before it.
  useEffect(() => {
    if (list.data && page > pages) setPage(pages);
  }, [list.data, page, pages]);
  const canManage = useCanManage('manage_content');
  const view = useDialogState<ContactMessage>();
  const [mark] = useMarkMessageMutation();
  const [remove, removing] = useDeleteMessageMutation();
  const opened = view.editing
    ? (messages.find((m) => m.id === view.editing?.id) ?? view.editing)
    : undefined;

  const removeMessage = async (id: string) => {
    try {
      await remove(id).unwrap();
      notifyDone('Message has been deleted successfully.');
      return true;
    } catch (error) {
      notifyFailed('delete message', error);
      return false;
    }
  };

  return (
    <AdminLayout title="Contact Messages">
      <ListState
        noun="messages"
        query={list}
        empty={{ when: total === 0 && list.data !== undefined, text: 'No messages yet.' }}
      >
        <DataTable headers={['Received', 'From', 'Subject', 'Category', 'Status', 'Actions']}>
          {messages.map((message) => (
            <UnreadRow key={message.id} $unread={!message.read}>
              <td>{formatShortDate(message.createdAt)}</td>
              <td>
                {message.name}
                <br />
                <Muted>{message.email}</Muted>
              </td>
              <td>{message.subject}</td>
              <td>{categoryLabel(message.category)}</td>
              <td>{message.read ? <Badge>Read</Badge> : <Badge $tone="warning">Unread</Badge>}</td>
              <td>
                <RowActions>
                  <Button
                    type="button"
                    $size="sm"
                    aria-label={`Open message ${message.subject}`}
                    onClick={() => view.openEdit(message)}
                  >
                    Open
                  </Button>
                  {!message.read ? (
                    <Button
                      type="button"
                      $variant="secondary"
                      $size="sm"
                      disabled={!canManage}
                      aria-label={`Mark ${message.subject} as read`}
                      onClick={() => void mark({ id: message.id, read: true })}
                    >
                      Mark read
                    </Button>
                  ) : null}
                  <Button
                    type="button"
                    $variant="danger"
                    $size="sm"
                    disabled={!canManage}
                    aria-label={`Delete message ${message.subject}`}
                    onClick={() => view.openDelete(message)}
                  >
                    Delete
                  </Button>
                </RowActions>
              </td>
            </UnreadRow>
          ))}
        </DataTable>
        <PageNav label="Message pages" page={page} pages={pages} total={total} onPage={setPage} />
      </ListState>
      {opened ? (
        <MessageDialog message={opened} canManage={canManage} onClose={view.close} />
      ) : null}
      <DeleteStep
        dialog={view}
        subject={(m) => m.subject}
        busy={removing.isLoading}
        remove={removeMessage}
      />
    </AdminLayout>
  );
}
