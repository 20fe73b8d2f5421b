#if canImport(SwiftUI)
  import SwiftUI

  extension SegmentedPicker
  where
    Label == EmptyView, SelectionValue: RawRepresentable, SelectionValue.RawValue == String,
    Content == SegmentedPickerOptionList<SelectionValue, Text>
  {
    /// Creates a segmented picker with the call site of the "Picker personalizado en SwiftUI"
    /// tutorial, so its `CustomSegmentedPicker` ports by renaming the type.
    ///
    /// ```swift
    /// SegmentedPicker(
    ///   selection: $periodoSeleccionado,
    ///   options: PeriodoTiempo.allCases,
    ///   activeBgColor: .indigo,
    ///   inactiveBgColor: .gray.opacity(0.15))
    /// ```
    ///
    /// New code sets colours for a whole hierarchy instead, with `tint(_:)` or
    /// ``SwiftUI/View/segmentedPickerColors(indicator:selectedText:text:track:)``, which this
    /// initialiser applies for you; a colour given here wins over one set around the picker.
    ///
    /// Any subset of the four colours may be given; each one left out keeps what the tutorial's
    /// stored property defaulted to, which is also the picker's own default (the indicator
    /// follows the tint, blue unless set).
    ///
    /// - Parameters:
    ///   - selection: The chosen option.
    ///   - options: The options, in order; each shows its raw value.
    ///   - activeBgColor: The indicator's fill; `nil` keeps the tint.
    ///   - inactiveBgColor: The track's fill; `nil` keeps the tokens' grey at 20 %.
    ///   - activeTextColor: The selected label's colour; `nil` keeps white.
    ///   - inactiveTextColor: The unselected labels' colour; `nil` keeps the primary colour.
    @_disfavoredOverload
    public init(
      selection: Binding<SelectionValue>, options: some Sequence<SelectionValue>,
      activeBgColor: Color? = nil, inactiveBgColor: Color? = nil, activeTextColor: Color? = nil,
      inactiveTextColor: Color? = nil
    ) {
      self.init(
        selection: selection, label: EmptyView(), title: nil,
        content: .labelled(options, isEnabled: { _ in true }, by: \.rawValue),
        colors: SegmentedPickerColors(
          indicator: activeBgColor, selectedText: activeTextColor, text: inactiveTextColor,
          track: inactiveBgColor))
    }
  }
#endif
