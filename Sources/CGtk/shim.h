#pragma once
// C shims for TomoGTK: GTK's function-like macros (type-checked casts, G_CALLBACK, variadic
// g_object_set/get) as small static inline functions that Swift can call.
#include <gtk/gtk.h>
#include <glib-unix.h>
#include <sys/eventfd.h>
#include <sys/syscall.h>
#include <unistd.h>

// MARK: Casts (GTK's checked cast macros: a wrong type logs a critical instead of corrupting memory)

static inline GObject *tomo_object(gpointer p) { return G_OBJECT(p); }
static inline GApplication *tomo_g_application(gpointer p) { return G_APPLICATION(p); }
static inline GtkApplication *tomo_application(gpointer p) { return GTK_APPLICATION(p); }
static inline GtkWidget *tomo_widget(gpointer p) { return GTK_WIDGET(p); }
static inline GtkWindow *tomo_window(gpointer p) { return GTK_WINDOW(p); }
static inline GtkBox *tomo_box(gpointer p) { return GTK_BOX(p); }
static inline GtkPicture *tomo_picture(gpointer p) { return GTK_PICTURE(p); }
static inline GtkRange *tomo_range(gpointer p) { return GTK_RANGE(p); }
static inline GtkScale *tomo_scale(gpointer p) { return GTK_SCALE(p); }
static inline GtkLabel *tomo_label(gpointer p) { return GTK_LABEL(p); }
static inline GtkSpinner *tomo_spinner(gpointer p) { return GTK_SPINNER(p); }
static inline GtkDropDown *tomo_drop_down(gpointer p) { return GTK_DROP_DOWN(p); }
static inline GtkButton *tomo_button(gpointer p) { return GTK_BUTTON(p); }
static inline GtkRevealer *tomo_revealer(gpointer p) { return GTK_REVEALER(p); }
static inline GtkStack *tomo_stack(gpointer p) { return GTK_STACK(p); }
static inline GtkStackSwitcher *tomo_stack_switcher(gpointer p) { return GTK_STACK_SWITCHER(p); }
static inline GtkHeaderBar *tomo_header_bar(gpointer p) { return GTK_HEADER_BAR(p); }
static inline GtkCssProvider *tomo_css_provider(gpointer p) { return GTK_CSS_PROVIDER(p); }
static inline GtkStyleProvider *tomo_style_provider(gpointer p) { return GTK_STYLE_PROVIDER(p); }
static inline GListModel *tomo_list_model(gpointer p) { return G_LIST_MODEL(p); }
static inline GtkGestureSingle *tomo_gesture_single(gpointer p) { return GTK_GESTURE_SINGLE(p); }
static inline GtkGridView *tomo_grid_view(gpointer p) { return GTK_GRID_VIEW(p); }
static inline GtkScrolledWindow *tomo_scrolled_window(gpointer p) { return GTK_SCROLLED_WINDOW(p); }
static inline GtkAdjustment *tomo_adjustment(gpointer p) { return GTK_ADJUSTMENT(p); }
static inline GtkListItem *tomo_list_item(gpointer p) { return GTK_LIST_ITEM(p); }
static inline GtkSelectionModel *tomo_selection_model(gpointer p) { return GTK_SELECTION_MODEL(p); }
static inline GtkListItemFactory *tomo_list_item_factory(gpointer p) { return GTK_LIST_ITEM_FACTORY(p); }
static inline GtkOverlay *tomo_overlay(gpointer p) { return GTK_OVERLAY(p); }
static inline GtkMenuButton *tomo_menu_button(gpointer p) { return GTK_MENU_BUTTON(p); }
static inline GtkEntry *tomo_entry(gpointer p) { return GTK_ENTRY(p); }
static inline GtkEditable *tomo_editable(gpointer p) { return GTK_EDITABLE(p); }
/// Takes the keyboard focus from a page of `stack` that is no longer shown (GTK leaves it there when the page
/// shown instead cannot take it), so that keys stop going to a hidden text field.
static inline void tomo_stack_drop_hidden_focus(GtkStack *stack) {
    GtkRoot *root = gtk_widget_get_root(GTK_WIDGET(stack));
    if (root == NULL) return;
    GtkWidget *focus = gtk_root_get_focus(root);
    GtkWidget *page = gtk_stack_get_visible_child(stack);
    if (focus == NULL || !gtk_widget_is_ancestor(focus, GTK_WIDGET(stack))) return;
    if (page != NULL && (focus == page || gtk_widget_is_ancestor(focus, page))) return;
    gtk_root_set_focus(root, NULL);
}
/// Whether the window's focus is in a text field (an entry's text, or any other editable).
static inline gboolean tomo_window_focus_is_editable(GtkWindow *window) {
    GtkWidget *focus = gtk_window_get_focus(window);
    return focus != NULL && GTK_IS_EDITABLE(focus);
}
static inline GtkPopover *tomo_popover(gpointer p) { return GTK_POPOVER(p); }
static inline GtkToggleButton *tomo_toggle_button(gpointer p) { return GTK_TOGGLE_BUTTON(p); }
static inline GtkLinkButton *tomo_link_button(gpointer p) { return GTK_LINK_BUTTON(p); }
static inline GtkFileChooser *tomo_file_chooser(gpointer p) { return GTK_FILE_CHOOSER(p); }
static inline GtkNativeDialog *tomo_native_dialog(gpointer p) { return GTK_NATIVE_DIALOG(p); }
static inline GtkGrid *tomo_grid(gpointer p) { return GTK_GRID(p); }
static inline GtkAccessible *tomo_accessible(gpointer p) { return GTK_ACCESSIBLE(p); }
/// gtk_accessible_update_property is variadic: one property at a time, for Swift.
static inline void tomo_accessible_set_value_text(gpointer widget, const char *text) {
    gtk_accessible_update_property(GTK_ACCESSIBLE(widget), GTK_ACCESSIBLE_PROPERTY_VALUE_TEXT, text, -1);
}
/// g_signal_emit_by_name is variadic: "clicked" on a button, for Swift.
static inline void tomo_button_emit_clicked(gpointer button) { g_signal_emit_by_name(button, "clicked"); }
static inline void tomo_native_dialog_respond(gpointer dialog, gint response) {
    g_signal_emit_by_name(dialog, "response", response);
}
static inline GdkPaintable *tomo_paintable(gpointer p) { return GDK_PAINTABLE(p); }
static inline GdkTexture *tomo_texture(gpointer p) { return GDK_TEXTURE(p); }
static inline gboolean tomo_is_texture(gpointer p) { return GDK_IS_TEXTURE(p); }
static inline gboolean tomo_is_window(gpointer p) { return GTK_IS_WINDOW(p); }
static inline gboolean tomo_is_stack(gpointer p) { return GTK_IS_STACK(p); }
static inline gboolean tomo_is_label(gpointer p) { return GTK_IS_LABEL(p); }
static inline gboolean tomo_is_editable(gpointer p) { return GTK_IS_EDITABLE(p); }
/// The name of an object's type ("GtkEntry"): G_OBJECT_TYPE_NAME is a macro.
static inline const char *tomo_type_name(gpointer p) { return G_OBJECT_TYPE_NAME(p); }

// MARK: Constants that are cast expressions (Swift imports only plain literals)

static const guint tomo_invalid_list_position = GTK_INVALID_LIST_POSITION;

// MARK: Signals (g_signal_connect_data with G_CALLBACK applied to a handler of the signal's exact type)

typedef void (*TomoVoidHandler)(gpointer instance, gpointer data);
typedef void (*TomoNotifyHandler)(gpointer instance, GParamSpec *property, gpointer data);
typedef void (*TomoCssErrorHandler)(gpointer provider, GtkCssSection *section, const GError *error, gpointer data);
typedef gboolean (*TomoKeyHandler)(gpointer controller, guint keyval, guint keycode, GdkModifierType state,
                                   gpointer data);
typedef gboolean (*TomoScrollHandler)(gpointer controller, double dx, double dy, gpointer data);
typedef void (*TomoDragHandler)(gpointer gesture, double x, double y, gpointer data);
typedef void (*TomoClickHandler)(gpointer gesture, gint count, double x, double y, gpointer data);
typedef void (*TomoObjectHandler)(gpointer instance, gpointer object, gpointer data);
typedef void (*TomoPositionHandler)(gpointer instance, guint position, gpointer data);
typedef void (*TomoResponseHandler)(gpointer instance, gint response, gpointer data);
typedef void (*TomoSizeHandler)(gpointer instance, gint width, gint height, gpointer data);

static inline gulong tomo_connect_void(gpointer instance, const char *signal, TomoVoidHandler handler,
                                       gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}
static inline gulong tomo_connect_notify(gpointer instance, const char *signal, TomoNotifyHandler handler,
                                         gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}
static inline gulong tomo_connect_css_error(gpointer instance, TomoCssErrorHandler handler, gpointer data,
                                            GClosureNotify destroy) {
    return g_signal_connect_data(instance, "parsing-error", G_CALLBACK(handler), data, destroy, 0);
}
static inline gulong tomo_connect_key_pressed(gpointer instance, TomoKeyHandler handler, gpointer data,
                                              GClosureNotify destroy) {
    return g_signal_connect_data(instance, "key-pressed", G_CALLBACK(handler), data, destroy, 0);
}
static inline gulong tomo_connect_scroll(gpointer instance, TomoScrollHandler handler, gpointer data,
                                         GClosureNotify destroy) {
    return g_signal_connect_data(instance, "scroll", G_CALLBACK(handler), data, destroy, 0);
}

static inline gulong tomo_connect_drag(gpointer instance, const char *signal, TomoDragHandler handler, gpointer data,
                                       GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}
static inline gulong tomo_connect_click(gpointer instance, const char *signal, TomoClickHandler handler, gpointer data,
                                        GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}

static inline gulong tomo_connect_object(gpointer instance, const char *signal, TomoObjectHandler handler,
                                         gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}
static inline gulong tomo_connect_position(gpointer instance, const char *signal, TomoPositionHandler handler,
                                           gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}

typedef void (*TomoOpenHandler)(gpointer application, GFile **files, gint count, const gchar *hint, gpointer data);
static inline gulong tomo_connect_open(gpointer instance, TomoOpenHandler handler, gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, "open", G_CALLBACK(handler), data, destroy, 0);
}

static inline gulong tomo_connect_response(gpointer instance, TomoResponseHandler handler, gpointer data,
                                           GClosureNotify destroy) {
    return g_signal_connect_data(instance, "response", G_CALLBACK(handler), data, destroy, 0);
}

static inline gulong tomo_connect_resize(gpointer instance, TomoSizeHandler handler, gpointer data,
                                         GClosureNotify destroy) {
    return g_signal_connect_data(instance, "resize", G_CALLBACK(handler), data, destroy, 0);
}

// MARK: Dropping files

typedef gboolean (*TomoDropHandler)(gpointer target, const GValue *value, double x, double y, gpointer data);

static inline gulong tomo_connect_drop(gpointer instance, TomoDropHandler handler, gpointer data,
                                       GClosureNotify destroy) {
    return g_signal_connect_data(instance, "drop", G_CALLBACK(handler), data, destroy, 0);
}

/// A drop target that takes lists of files (a file manager's drag), to copy.
static inline GtkEventController *tomo_drop_target_new_for_files(void) {
    return GTK_EVENT_CONTROLLER(gtk_drop_target_new(GDK_TYPE_FILE_LIST, GDK_ACTION_COPY));
}

/// The files a drop's value holds: a list of GFile to free with g_slist_free (not the files); NULL if none.
static inline GSList *tomo_value_files(const GValue *value) {
    if (!G_VALUE_HOLDS(value, GDK_TYPE_FILE_LIST)) return NULL;
    return gdk_file_list_get_files(g_value_get_boxed(value));
}

/// Emits "drop" on `target` with the files at `paths`, as a file manager's drop would; whether it was taken.
static inline gboolean tomo_drop_target_emit_paths(gpointer target, const char *const *paths, int count) {
    GSList *files = NULL;
    for (int i = count - 1; i >= 0; i--) files = g_slist_prepend(files, g_file_new_for_path(paths[i]));
    GValue value = G_VALUE_INIT;
    g_value_init(&value, GDK_TYPE_FILE_LIST);
    g_value_take_boxed(&value, gdk_file_list_new_from_list(files));
    g_slist_free_full(files, g_object_unref);
    gboolean taken = FALSE;
    g_signal_emit_by_name(target, "drop", &value, 0.0, 0.0, &taken);
    g_value_unset(&value);
    return taken;
}

// MARK: Frame clock

typedef gboolean (*TomoTickHandler)(GtkWidget *widget, GdkFrameClock *clock, gpointer data);
typedef gboolean (*TomoCloseHandler)(gpointer window, gpointer data);
static inline gulong tomo_connect_close_request(gpointer window, TomoCloseHandler handler, gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(window, "close-request", G_CALLBACK(handler), data, destroy, 0);
}

static inline guint tomo_add_tick_callback(GtkWidget *widget, TomoTickHandler handler, gpointer data,
                                           GDestroyNotify destroy) {
    return gtk_widget_add_tick_callback(widget, (GtkTickCallback)handler, data, destroy);
}

typedef void (*TomoPaintHandler)(GdkFrameClock *clock, gpointer data);

/// Connects `handler` to the after-paint signal of the widget's frame clock; false, with `data`
/// released, if the widget has no frame clock (it is not realized).
static inline gboolean tomo_connect_after_paint(GtkWidget *widget, TomoPaintHandler handler, gpointer data,
                                                GClosureNotify destroy) {
    GdkFrameClock *clock = gtk_widget_get_frame_clock(widget);
    if (clock == NULL) {
        destroy(data, NULL);
        return FALSE;
    }
    g_signal_connect_data(clock, "after-paint", G_CALLBACK(handler), data, destroy, 0);
    return TRUE;
}

// MARK: Actions with parameters (gtk_widget_activate_action is variadic)

static inline void tomo_list_scroll_to_item(GtkWidget *list, guint position) {
    gtk_widget_activate_action(list, "list.scroll-to-item", "u", position);
}

// MARK: Settings (g_object_set / g_object_get are variadic)

static inline void tomo_settings_set_prefer_dark_theme(gboolean prefer) {
    g_object_set(gtk_settings_get_default(), "gtk-application-prefer-dark-theme", prefer, NULL);
}
static inline gboolean tomo_settings_get_prefer_dark_theme(void) {
    gboolean prefer = FALSE;
    g_object_get(gtk_settings_get_default(), "gtk-application-prefer-dark-theme", &prefer, NULL);
    return prefer;
}

// MARK: Swift's main actor inside the GLib main loop
//
// On Linux, Swift runs main-actor jobs on libdispatch's main queue. CoreFoundation's run loop drains that
// queue through two hooks libdispatch exports for it (declared in dispatch's private headers): an eventfd
// that becomes readable when the queue has work, and the drain function. This source does the same for
// the GLib main context it is attached to. Attach it only on the process main thread, outside any
// main-queue job (TomoGTK's Application.run does).

extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

static inline gboolean tomo_main_queue_ready(gint fd, GIOCondition condition, gpointer data) {
    (void)condition;
    (void)data;
    eventfd_t pending;
    (void)eventfd_read(fd, &pending);
    _dispatch_main_queue_callback_4CF(NULL);
    return G_SOURCE_CONTINUE;
}

static inline GSource *tomo_main_queue_source_new(void) {
    GSource *source = g_unix_fd_source_new(_dispatch_get_main_queue_handle_4CF(), G_IO_IN);
    g_source_set_callback(source, G_SOURCE_FUNC(tomo_main_queue_ready), NULL, NULL);
    g_source_set_name(source, "Swift main actor");
    return source;
}

static inline gboolean tomo_is_process_main_thread(void) { return getpid() == (pid_t)syscall(SYS_gettid); }

// MARK: Drawing (GtkDrawingArea's draw function, pointer motion, pinches)

static inline GtkDrawingArea *tomo_drawing_area(gpointer p) { return GTK_DRAWING_AREA(p); }

typedef void (*TomoMotionHandler)(gpointer controller, double x, double y, gpointer data);
typedef void (*TomoScaleHandler)(gpointer gesture, double scale, gpointer data);

static inline gulong tomo_connect_motion(gpointer instance, const char *signal, TomoMotionHandler handler,
                                         gpointer data, GClosureNotify destroy) {
    return g_signal_connect_data(instance, signal, G_CALLBACK(handler), data, destroy, 0);
}
static inline gulong tomo_connect_scale_changed(gpointer instance, TomoScaleHandler handler, gpointer data,
                                                GClosureNotify destroy) {
    return g_signal_connect_data(instance, "scale-changed", G_CALLBACK(handler), data, destroy, 0);
}
/// Whether Control was held during the event `controller` is handling.
static inline gboolean tomo_controller_event_has_control(gpointer controller) {
    return (gtk_event_controller_get_current_event_state(GTK_EVENT_CONTROLLER(controller)) & GDK_CONTROL_MASK) != 0;
}

static inline gboolean tomo_controller_event_has_shift(gpointer controller) {
    return (gtk_event_controller_get_current_event_state(GTK_EVENT_CONTROLLER(controller)) & GDK_SHIFT_MASK) != 0;
}
